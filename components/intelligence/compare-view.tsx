'use client';
import { Alert, App, Button, Empty, Space, Spin } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/empty.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useCall } from '@/lib/api/use-call';
import { checkComparison, type BoardItem } from '@/lib/intelligence/board';
import { comparisonCalls } from '@/lib/intelligence/contract';
import type { MaterialFamily } from '@/lib/materials/family';
import { BoardPanel } from './board-panel';
import { CompareChart } from './compare-chart';
import { CompareTable } from './compare-table';
import { comparisonFileName, comparisonRows } from '@/lib/intelligence/export';
import { downloadCsv, downloadXlsx } from './compare-export';
import { useBoard } from '@/components/ui/compare-board/use-board';
import { useLooseT } from '@/components/ui/use-loose-t';

interface Props {
  /** A shared link's records (`?type=steel&ids=1,2,3`); the board is used when absent. */
  sharedIds?: string[];
  sharedType?: MaterialFamily;
}

/** /mind/mindCompare: the board, the side-by-side table, the chart, exports and a share link. */
export function CompareView({ sharedIds, sharedType }: Props) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  const { message } = App.useApp();
  const board = useBoard();
  const shared = !!sharedIds?.length;

  // A shared link's records, or the board's once it is known; compared as soon as the board rules allow.
  const family: MaterialFamily = shared ? (sharedType ?? 'steel') : (board.items[0]?.type ?? 'steel');
  const ids = shared ? sharedIds! : board.items.map((i) => i.id);
  const check = checkComparison(ids.map(() => ({ type: family })));
  const input = check.ok && (shared || board.ready) ? { ids } : null;
  // The previous table stays while the next loads; a failure (toasted by the client) shows none.
  const comparison = useCall(comparisonCalls[family], input);
  const table = input && !comparison.error ? (comparison.data ?? null) : null;
  const loading = input !== null && comparison.isLoading;

  const compare = () => {
    if (!check.ok) message.error(t(check.messageKey.replace('Intelligence.', '')));
    else void comparison.mutate();
  };

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
          onCompare={compare}
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
