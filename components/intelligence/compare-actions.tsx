'use client';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/plain/toast';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import { comparisonFileName, comparisonRows } from '@/lib/intelligence/export';
import { downloadCsv, downloadXlsx } from './compare-export';
import { useLooseT } from '@/components/ui/use-loose-t';

/** The comparison's legend and its actions: CSV (written here), Excel (written on the server), a share link. */
export function CompareActions({ table }: { table: ComparisonTable }) {
  const t = useLooseT('Intelligence');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const name = () => comparisonFileName(table.records.map((r) => r.grade));

  const exportCsv = () => {
    const rows = comparisonRows(
      table,
      {
        item: t('compare.item'),
        element: (el) => el,
        property: (key) => t(`properties.${key}`),
        cev: t('compare.cev'),
        massPercent: tc('units.massPercent'),
        band: t('thickness.label'),
        system: t('common.system'),
        standard: t('common.standard'),
      },
      locale,
    );
    downloadCsv(rows, name());
  };

  const copyShare = async () => {
    const url = new URL(window.location.href);
    url.search = `?type=${table.type}&ids=${table.records.map((r) => r.id).join(',')}${table.thickness ? `&thickness=${table.thickness}` : ''}`;
    try {
      await navigator.clipboard.writeText(url.toString());
    } catch {
      window.prompt(t('compare.share'), url.toString());
    }
    toast.success(t('compare.shareCopied'));
  };

  return (
    <div className="intel-toolbar">
      <span className="intel-tags intel-muted">
        <span className="intel-legend intel-legend--differs">{t('compare.legendDiffers')}</span>
        <span className="intel-legend intel-legend--best">{t('compare.legendBest')}</span>
      </span>
      <span className="intel-tags">
        <button type="button" className="button" onClick={exportCsv} data-testid="export-csv">
          {t('compare.exportCsv')}
        </button>
        <button type="button" className="button" onClick={() => void downloadXlsx(table.type, table.records.map((r) => r.id), name(), table.thickness)} data-testid="export-xlsx">
          {t('compare.exportExcel')}
        </button>
        <button type="button" className="button" onClick={copyShare} data-testid="share-link">
          {t('compare.share')}
        </button>
      </span>
    </div>
  );
}
