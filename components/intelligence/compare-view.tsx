'use client';
import { Alert, App, Button, Empty, Space, Spin } from 'antd';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { intelligenceApi, type ComparisonTable } from '@/lib/api/intelligence';
import { checkComparison, type BoardItem } from '@/lib/intelligence/board';
import type { MaterialType } from '@/lib/intelligence/types';
import { BoardPanel } from './board-panel';
import { CompareChart } from './compare-chart';
import { CompareTable } from './compare-table';
import { comparisonFileName, comparisonRows } from '@/lib/intelligence/export';
import { downloadCsv, downloadXlsx } from './compare-export';
import { useBoard } from './use-board';
import { useLooseT } from './use-loose-t';

interface Props {
  /** A shared link's records (`?type=steel&ids=1,2,3`); the board is used when absent. */
  sharedIds?: string[];
  sharedType?: MaterialType;
}

/** /mind/mindCompare: the board, the side-by-side table, the chart, exports and a share link. */
export function CompareView({ sharedIds, sharedType }: Props) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  const { message } = App.useApp();
  const board = useBoard();
  const [table, setTable] = useState<ComparisonTable | null>(null);
  const [loading, setLoading] = useState(false);
  const shared = !!sharedIds?.length;

  const run = useCallback(
    async (type: MaterialType, ids: string[], quiet = false) => {
      const check = checkComparison(ids.map(() => ({ type })));
      if (!check.ok) {
        if (!quiet) message.error(t(check.messageKey.replace('Intelligence.', '')));
        setTable(null);
        return;
      }
      setLoading(true);
      try {
        setTable(await intelligenceApi.compare(type, ids));
      } catch {
        setTable(null);
      } finally {
        setLoading(false);
      }
    },
    [message, t],
  );

  const boardKey = board.items.map((i) => i.id).join(',');
  useEffect(() => {
    // Deferred so the comparison loads after the board settles, outside the effect's render pass.
    const timer = window.setTimeout(() => {
      if (shared) void run(sharedType ?? 'steel', sharedIds!, true);
      else if (board.ready) void run(board.items[0]?.type ?? 'steel', board.items.map((i) => i.id), true);
    }, 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, board.ready, boardKey]);

  const rows = useMemo(
    () =>
      table
        ? comparisonRows(
            table,
            {
              item: t('compare.item'),
              element: (el) => el,
              property: (key) => t(`properties.${key}`),
              cev: t('compare.cev'),
              system: t('common.system'),
              standard: t('common.standard'),
            },
            locale,
          )
        : [],
    [table, t, locale],
  );

  const copyShare = async () => {
    if (!table) return;
    const url = new URL(window.location.href);
    url.search = `?type=${table.type}&ids=${table.records.map((r) => r.id).join(',')}`;
    try {
      await navigator.clipboard.writeText(url.toString());
    } catch {
      window.prompt(t('compare.share'), url.toString());
    }
    message.success(t('compare.shareCopied'));
  };

  const useShared = async () => {
    if (!table) return;
    await board.replace(table.records.map((r): BoardItem => ({ id: r.id, type: r.type, grade: r.grade, system: r.system })));
  };

  return (
    <div className="intel-page" data-testid="compare-view">
      {shared ? (
        <Alert type="info" showIcon title={t('compare.sharedView')} action={<Button onClick={useShared}>{t('compare.useShared')}</Button>} />
      ) : (
        <BoardPanel
          items={board.items}
          signedIn={board.signedIn}
          onAdd={(item) => void board.add(item)}
          onRemove={(id) => void board.remove(id)}
          onClear={() => void board.clear()}
          onCompare={() => void run(board.items[0]?.type ?? 'steel', board.items.map((i) => i.id))}
        />
      )}
      {loading ? <Spin /> : null}
      {table ? (
        <>
          <section className="intel-card">
            <div className="intel-toolbar">
              <Space wrap className="intel-muted">
                <span className="intel-legend intel-legend--differs">{t('compare.legendDiffers')}</span>
                <span className="intel-legend intel-legend--best">{t('compare.legendBest')}</span>
              </Space>
              <Space wrap>
                <Button onClick={() => downloadCsv(rows, comparisonFileName(table.records.map((r) => r.grade)))} data-testid="export-csv">
                  {t('compare.exportCsv')}
                </Button>
                <Button onClick={() => void downloadXlsx(table.type, table.records.map((r) => r.id), comparisonFileName(table.records.map((r) => r.grade)))} data-testid="export-xlsx">
                  {t('compare.exportExcel')}
                </Button>
                <Button onClick={copyShare} data-testid="share-link">
                  {t('compare.share')}
                </Button>
              </Space>
            </div>
            <CompareTable table={table} />
          </section>
          <CompareChart table={table} />
        </>
      ) : !loading && (shared || board.items.length > 0) ? (
        <Empty description={t('board.atLeastTwo')} />
      ) : null}
    </div>
  );
}
