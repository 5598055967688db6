import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { Translate } from '@/lib/server/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { comparisonFileName, comparisonRows } from '@/lib/intelligence/export';
import { xlsxDownload } from '@/lib/server/export/workbook';
import type { MaterialFamily } from '@/lib/materials/family';
import { buildComparison } from './comparison';
import { getIntelData } from './records';

/**
 * comparisonBoard/exportExcel: the same comparison steelComparison answers (same board rules),
 * written as .xlsx with labels in the caller's language and each record's sources.
 */
export async function exportComparison(db: Db, input: { ids: string[]; type: MaterialFamily; thickness?: number }, locale: Locale, t: Translate): Promise<Response> {
  const data = await getIntelData(db);
  const table = buildComparison(data, input.ids, input.type, input.thickness ?? null);
  const sources = table.records.map((r) => {
    const urls = data.byId.get(r.id)?.sourceUrls ?? [];
    return urls.length ? urls : [r.datasetCode];
  });
  const rows = comparisonRows(
    table,
    {
      item: t('Intelligence.compare.item'),
      system: t('Intelligence.common.system'),
      standard: t('Intelligence.common.standard'),
      element: (el) => el,
      property: (key) => t(`Intelligence.properties.${key}`),
      cev: t('Intelligence.compare.cev'),
      massPercent: t('Common.units.massPercent'),
      band: t('Intelligence.thickness.label'),
      source: t('Intelligence.common.source'),
    },
    locale,
    sources,
  );
  return xlsxDownload(rows, t('Intelligence.compare.sheetName'), `${comparisonFileName(table.records.map((r) => r.grade))}.xlsx`);
}
