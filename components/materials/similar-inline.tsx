'use client';
import { useLocale } from 'next-intl';
import { useCall } from '@/lib/api/use-call';
import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { matchingHref } from '@/lib/intelligence/paths';
import { formatNumber } from '@/lib/materials/units';
import { useLooseT } from '@/components/ui/use-loose-t';

const INLINE_LIMIT = 5;
const TOP_ELEMENTS = 3;

/**
 * The five records most similar to this one (intelligentMatching/similar), with the score and
 * the elements that cost the most points. Fetched after the page shows; placeholder lines meanwhile,
 * nothing at all when the call fails or finds nothing (a detail page stays useful without it).
 */
export function SimilarInline({ id, grade }: { id: string; grade: string }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v, locale, 3));
  const { data, error } = useCall(intelligenceCalls.similar, { id, limit: INLINE_LIMIT });
  const list = error ? [] : data ? data.list.slice(0, INLINE_LIMIT) : null;

  if (list && list.length === 0) return null;
  return (
    <section className="mat-card" aria-labelledby="similar-inline-title" data-testid="similar-inline" aria-busy={list === null}>
      <div className="mat-similar__head">
        <h2 className="mat-card__title" id="similar-inline-title">
          {t('matching.similarOf', { grade })}
        </h2>
        <NavLink href={matchingHref(id, grade)} data-testid="similar-inline-all">
          {t('matching.similarAll')}
        </NavLink>
      </div>
      {list === null ? (
        <ol className="mat-similar" aria-hidden="true">
          {Array.from({ length: INLINE_LIMIT }, (_, i) => (
            <li key={i} className="mat-similar__item mat-skeleton" />
          ))}
        </ol>
      ) : (
        <ol className="mat-similar">
          {list.map((s) => (
            <li key={s.record.id} className="mat-similar__item" data-testid="similar-inline-item">
              <NavLink href={detailHref(s.record.type, s.record.id)} data-testid="similar-inline-grade">
                <strong>{s.record.grade}</strong>
              </NavLink>
              <span className="mat-chip__count">{s.record.standard ?? s.record.system}</span>
              <span className="tag tag--blue" data-testid="similar-inline-score">
                {t('common.score')} {formatNumber(s.score, locale, 1, 1)}
              </span>
              <span className="mat-similar__diffs" role="group" aria-label={t('matching.topDifferences')}>
                {s.elements
                  .filter((e) => e.penalty > 0)
                  .slice(0, TOP_ELEMENTS)
                  .map((e) => (
                    <span key={e.element} className="tag" data-testid="similar-inline-element">{`${e.element} ${fmt(e.reference)}→${fmt(e.candidate)}`}</span>
                  ))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
