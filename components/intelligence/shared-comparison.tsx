import { thicknessSchema } from '@/lib/intelligence/board-schemas';
import { buildComparisonBarOption, comparisonChartInput } from '@/lib/intelligence/chart-options';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { StaticChart } from '@/components/charts/static-chart';
import { CompareActions } from './compare-actions';
import { CompareChart } from './compare-chart';
import { COMPARE_CHART_HEIGHT } from './compare-chart-size';
import { compareOnServer } from './compare-server';
import { CompareTable } from './compare-table';
import { SharedBanner } from './shared-banner';
import { SignInPrompt } from './sign-in-prompt';
import { ThicknessForm } from './thickness-note';

/**
 * A shared comparison (`/mind/mindCompare?type=steel&ids=1,2`), rendered on the server: the table
 * and the bar chart (as SVG) arrive with the page, no chart script until the reader reaches for the chart.
 */
export async function SharedComparison({ locale, family, ids, thickness }: { locale: Locale; family: MaterialFamily; ids: string[]; thickness?: string }) {
  // A thickness that is not one is said beside the field; the values then use each grade's thinnest band.
  const asked = thicknessSchema.safeParse(thickness);
  const result = await compareOnServer(locale, family, ids, asked.success ? asked.data : undefined);
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `Intelligence.${key}`, values);
  if (!result.ok && result.signedOut) {
    const back = `/mind/mindCompare?type=${family}&ids=${ids.join(',')}${thickness ? `&thickness=${encodeURIComponent(thickness)}` : ''}`;
    return (
      <div className="intel-page" data-testid="compare-view">
        <SignInPrompt back={back} />
      </div>
    );
  }
  if (!result.ok) {
    return (
      <div className="intel-page" data-testid="compare-view">
        <p className="intel-empty" role="alert">
          {result.msg || t('board.atLeastTwo')}
        </p>
      </div>
    );
  }
  const table = result.data;
  const input = comparisonChartInput(table, (key, unit) => `${t(`properties.${key}`)} (${unit})`);
  const description = input.series.map((s) => `${s.name}: ${input.categories.map((c, i) => `${c} ${s.values[i] ?? '—'}`).join(', ')}`).join('; ');
  return (
    <div className="intel-page" data-testid="compare-view">
      <SharedBanner records={table.records} />
      <section className="intel-card" aria-label={t('compare.pageTitle')}>
        <CompareActions table={table} />
        {!asked.success || table.records.some((r) => r.band) ? (
          <ThicknessForm keep={{ type: family, ids: ids.join(',') }} thickness={table.thickness} error={!asked.success} />
        ) : null}
        <CompareTable table={table} />
      </section>
      <CompareChart
        table={table}
        staticBar={<StaticChart option={buildComparisonBarOption(input)} height={COMPARE_CHART_HEIGHT} title={t('compare.chartTitle')} description={description} />}
      />
    </div>
  );
}
