import { useLocale } from 'next-intl';
import type { GradeMatches, SimilarList } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { COMPUTED_MIN_SCORE, LISTED_MIN_SCORE } from '@/lib/intelligence/match-class';
import { CounterpartRow } from './counterpart-row';
import { SimilarMaterials } from './similar-materials';
import { SourcesList } from './sources-list';
import { useIntelT } from './use-intel-t';
import { VerdictTable } from './verdict-table';
import { BandTag, ThicknessForm, ThicknessNote } from './thickness-note';

const COLUMNS = 7;
const CLASS_TAG = { listed: 'tag tag--blue', computed: 'tag', mismatch: 'tag tag--red' } as const;

/**
 * /mind/gcMatchingNext, rendered on the server: counterparts by match class, each with its
 * differences (the first one open), then similar materials (their filters are the only island).
 */
export function GradeResults({
  data,
  system,
  similar,
  thicknessForm,
}: {
  data: GradeMatches;
  system?: string;
  similar: SimilarList | null;
  /** The page's parameters the thickness form keeps, and whether the thickness given was refused. */
  thicknessForm?: { keep: Record<string, string | undefined>; error: boolean };
}) {
  const t = useIntelT();
  const locale = useLocale();
  return (
    <div className="intel-page" data-testid="grade-results">
      <p className="intel-notice" data-testid="not-equivalent">
        {t('common.notEquivalent')}
      </p>
      {thicknessForm && (thicknessForm.error || data.reference.band || data.counterparts.some((c) => c.record.band)) ? (
        <ThicknessForm keep={thicknessForm.keep} thickness={data.thickness} error={thicknessForm.error} />
      ) : null}
      <ThicknessNote thickness={data.thickness} records={[data.reference, ...data.counterparts.map((c) => c.record)]} locale={locale} />
      <section className="intel-card" aria-labelledby="counterparts-title">
        <h2 className="intel-h2" id="counterparts-title">
          {data.reference.grade} <small className="intel-muted">{data.reference.standard ?? data.reference.system}</small> → {t('matching.counterparts')}
          {system ? ` (${system})` : ''}
          <BandTag band={data.reference.band} locale={locale} />
        </h2>
        <div className="data-table-wrap">
          <table className="data-table" data-testid="counterparts">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('matching.differences')}</span>
                </th>
                <th scope="col">{t('common.grade')}</th>
                <th scope="col">{t('common.system')}</th>
                <th scope="col">{t('common.standard')}</th>
                <th scope="col">{t('matching.matchClass')}</th>
                <th scope="col" className="num">
                  {t('common.score')}
                </th>
                <th scope="col">{t('common.source')}</th>
              </tr>
            </thead>
            {data.counterparts.length === 0 ? (
              <tbody>
                <tr>
                  <td colSpan={COLUMNS} className="data-table__empty">
                    {t('matching.noCounterparts')}
                  </td>
                </tr>
              </tbody>
            ) : (
              data.counterparts.map((c, i) => (
                <CounterpartRow
                  key={c.record.id}
                  columns={COLUMNS}
                  defaultOpen={i === 0}
                  label={`${t('matching.differences')}: ${c.record.grade}`}
                  cells={
                    <>
                      <th scope="row">
                        <NavLink href={detailHref(c.record.type, c.record.id)} data-testid="counterpart-grade">
                          {c.record.grade}
                        </NavLink>
                      </th>
                      <td>{c.record.system}</td>
                      <td>
                        {c.record.standard ?? ''}
                        <BandTag band={c.record.band} locale={locale} />
                      </td>
                      <td>
                        <span className={CLASS_TAG[c.matchClass]} title={t(`matchClass.${c.matchClass}Help`, { min: LISTED_MIN_SCORE })} data-testid="match-class" data-class={c.matchClass}>
                          {t(`matchClass.${c.matchClass}`)}
                        </span>
                      </td>
                      <td className="num">{formatNumber(c.score, locale, 1, 1)}</td>
                      <td>
                        {c.crossReference ? (
                          <SourcesList sources={c.crossReference.sources} confidence={c.crossReference.confidence} declaredConfidence={c.crossReference.declaredConfidence} />
                        ) : (
                          '—'
                        )}
                      </td>
                    </>
                  }
                  details={
                    <>
                      {c.matchClass === 'mismatch' ? (
                        <p className="intel-notice intel-notice--warning" data-testid="mismatch-note">
                          {t('matchClass.mismatchHelp', { min: LISTED_MIN_SCORE })}
                        </p>
                      ) : null}
                      {c.impactClass ? (
                        <p className="intel-muted" data-testid="impact-class">
                          {c.impactClass.note}
                        </p>
                      ) : null}
                      <div className="intel-form intel-form--top">
                        <div className="intel-half">
                          <h3 className="intel-h3">{t('matching.differences')}</h3>
                          <VerdictTable rows={c.elements} kind="element" />
                        </div>
                        <div className="intel-half">
                          <h3 className="intel-h3">{t('compare.properties')}</h3>
                          <VerdictTable rows={c.properties} kind="property" />
                        </div>
                      </div>
                    </>
                  }
                />
              ))
            )}
          </table>
        </div>
        <dl className="intel-defs intel-muted">
          {(['listed', 'computed', 'mismatch'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`matchClass.${k}`)}</dt>
              <dd>{t(`matchClass.${k}Help`, { min: LISTED_MIN_SCORE })}</dd>
            </div>
          ))}
        </dl>
        <p className="intel-muted">{t('matchClass.computedRule', { min: COMPUTED_MIN_SCORE, listed: LISTED_MIN_SCORE })}</p>
      </section>
      <SimilarMaterials id={data.reference.id} grade={data.reference.grade} initial={similar} />
    </div>
  );
}
