import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { SimilarityPair, SimilaritySide } from '@/lib/research-data/contract';
import { barWidths, formatAmount, pairHref, representativeOf, type PairLayout, type SimilarityTarget } from '@/lib/research-data/similarity-pair';

type Props = { id: number; target: SimilarityTarget; pair: SimilarityPair; layout: PairLayout };

interface Row {
  element: string;
  reference: { min: number | null; max: number | null } | undefined;
  candidate: { min: number | null; max: number | null } | undefined;
  /** Points of the difference this element took (the score's explanation); null: not counted. */
  penalty: number | null;
  delta: number | null;
}

/** The union of both compositions, the score's elements first (largest share of the difference first). */
function rowsOf(pair: SimilarityPair): Row[] {
  const ref = new Map((pair.reference.composition ?? []).map((c) => [c.element, c]));
  const cand = new Map((pair.target.composition ?? []).map((c) => [c.element, c]));
  const counted = (pair.elements ?? []).map((e) => ({ element: e.element, reference: ref.get(e.element), candidate: cand.get(e.element), penalty: e.penalty, delta: e.delta }));
  const seen = new Set(counted.map((r) => r.element));
  const rest = [...new Set([...ref.keys(), ...cand.keys()])]
    .filter((el) => !seen.has(el))
    .sort()
    .map((element) => ({ element, reference: ref.get(element), candidate: cand.get(element), penalty: null, delta: null }));
  return [...counted, ...rest];
}

const amount = (v: { min: number | null; max: number | null } | undefined) => (v ? formatAmount(v.min, v.max) : '—');

/**
 * /allServer/similarityDetail (layout `table`) and /allServer/similarityNewDetail (layout `chart`): one
 * R&D record beside a similar record or steel. Each side shows only what the policy lets the viewer
 * read; a hidden composition is said, never shown.
 */
export function RdSimilarityPair({ id, target, pair, layout }: Props) {
  const t = useTranslations('ResearchData.pair');
  const rows = rowsOf(pair);
  const hidden = pair.score === null;
  return (
    <div className="page" data-testid="rd-similarity-pair" data-layout={layout}>
      <p className="rd-head__links">
        <NavLink href={`/allServer/similarity?id=${id}`}>{t('backToList', { name: pair.reference.name })}</NavLink>
        <NavLink href={pairHref(id, target, layout === 'table' ? 'chart' : 'table')} data-testid="rd-pair-switch">
          {layout === 'table' ? t('asChart') : t('asTable')}
        </NavLink>
      </p>
      <h1 className="section-title">{t('title', { a: pair.reference.name, b: pair.target.name })}</h1>
      <div className="rd-pair__sides">
        <SideHead side={pair.reference} label={t('reference')} />
        <SideHead side={pair.target} label={pair.target.kind === 'material' ? t('material') : t('target')} />
      </div>
      {hidden ? (
        <p className="rd-hidden" role="note" data-testid="rd-pair-hidden">
          {t('hidden')}
        </p>
      ) : layout === 'chart' ? (
        <ChartLayout pair={pair} rows={rows} />
      ) : (
        <TableLayout pair={pair} rows={rows} />
      )}
      <section className="rd-section">
        <h2>{t('properties')}</h2>
        <p className="rd-note">{t('propertiesNote')}</p>
        <div className="rd-pair__sides">
          <PropertyList side={pair.reference} />
          <PropertyList side={pair.target} />
        </div>
      </section>
    </div>
  );
}

function SideHead({ side, label }: { side: SimilaritySide; label: string }) {
  return (
    <div className="rd-pair__side">
      <p className="rd-note">{label}</p>
      <h2 className="rd-card__title">
        <NavLink href={side.href}>{side.name}</NavLink>
      </h2>
      {side.subtitle ? <p>{side.subtitle}</p> : null}
    </div>
  );
}

function ScoreBox({ pair }: { pair: SimilarityPair }) {
  const t = useTranslations('ResearchData.pair');
  const score = pair.score ?? 0;
  return (
    <div className="rd-pair__score" data-testid="rd-pair-score">
      <div className="rd-pair__ring" style={{ background: `conic-gradient(#1677ff ${score * 3.6}deg, #e5e7eb 0)` }} aria-hidden="true">
        <span>{score.toFixed(1)}</span>
      </div>
      <div>
        <p>
          <strong>{t('score', { score: score.toFixed(1) })}</strong>
        </p>
        <p className="rd-note">{t('explanation')}</p>
      </div>
    </div>
  );
}

function TableLayout({ pair, rows }: { pair: SimilarityPair; rows: Row[] }) {
  const t = useTranslations('ResearchData.pair');
  return (
    <>
      <ScoreBox pair={pair} />
      <section className="rd-section">
        <h2>{t('composition')}</h2>
        <table className="data-table rd-pair__table" data-testid="rd-pair-composition">
          <thead>
            <tr>
              <th scope="col">{t('element')}</th>
              <th scope="col">{pair.reference.name}</th>
              <th scope="col">{pair.target.name}</th>
              <th scope="col">{t('difference')}</th>
              <th scope="col">{t('bars')}</th>
              <th scope="col">{t('penalty')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const w = barWidths(representativeOf(r.reference), representativeOf(r.candidate));
              return (
                <tr key={r.element}>
                  <th scope="row">{r.element}</th>
                  <td>{amount(r.reference)}</td>
                  <td>{amount(r.candidate)}</td>
                  <td>{r.delta === null ? '—' : `${r.delta > 0 ? '+' : ''}${r.delta}`}</td>
                  <td className="rd-pair__bars">
                    <span className="rd-bar rd-bar--a" style={{ width: `${w.reference}%` }} />
                    <span className="rd-bar rd-bar--b" style={{ width: `${w.candidate}%` }} />
                  </td>
                  <td>{r.penalty === null ? t('notCounted') : r.penalty.toFixed(1)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="rd-note">
          <span className="rd-bar rd-bar--a rd-bar--key" /> {pair.reference.name} <span className="rd-bar rd-bar--b rd-bar--key" /> {pair.target.name}
        </p>
      </section>
    </>
  );
}

function ChartLayout({ pair, rows }: { pair: SimilarityPair; rows: Row[] }) {
  const t = useTranslations('ResearchData.pair');
  const top = rows.filter((r) => r.penalty !== null && r.penalty > 0).slice(0, 3);
  return (
    <>
      <ScoreBox pair={pair} />
      <section className="rd-section">
        <h2>{t('whereTheyDiffer')}</h2>
        {top.length === 0 ? (
          <p>{t('noDifference')}</p>
        ) : (
          <ol data-testid="rd-pair-top">
            {top.map((r) => (
              <li key={r.element}>{t('differs', { element: r.element, a: amount(r.reference), b: amount(r.candidate), points: r.penalty!.toFixed(1) })}</li>
            ))}
          </ol>
        )}
      </section>
      <section className="rd-section">
        <h2>{t('composition')}</h2>
        <div className="rd-butterfly" data-testid="rd-pair-butterfly" role="table" aria-label={t('composition')}>
          <div className="rd-butterfly__row rd-butterfly__head" role="row">
            <span role="columnheader">{pair.reference.name}</span>
            <span role="columnheader">{t('element')}</span>
            <span role="columnheader">{pair.target.name}</span>
          </div>
          {rows.map((r) => {
            const w = barWidths(representativeOf(r.reference), representativeOf(r.candidate));
            return (
              <div className="rd-butterfly__row" role="row" key={r.element}>
                <span className="rd-butterfly__left" role="cell">
                  <small>{amount(r.reference)}</small>
                  <span className="rd-bar rd-bar--a" style={{ width: `${w.reference}%` }} />
                </span>
                <strong role="rowheader">{r.element}</strong>
                <span className="rd-butterfly__right" role="cell">
                  <span className="rd-bar rd-bar--b" style={{ width: `${w.candidate}%` }} />
                  <small>{amount(r.candidate)}</small>
                </span>
              </div>
            );
          })}
        </div>
        <p className="rd-note">{t('barsNote')}</p>
      </section>
    </>
  );
}

function PropertyList({ side }: { side: SimilaritySide }) {
  const t = useTranslations('ResearchData.pair');
  const tp = useTranslations('ResearchData.pair.propertyNames');
  if (side.properties === null) return <p className="rd-hidden">{t('propertiesHidden', { name: side.name })}</p>;
  if (side.properties.length === 0) return <p>{t('noProperties', { name: side.name })}</p>;
  return (
    <dl className="rd-facts" data-testid="rd-pair-properties">
      {side.properties.map((p, i) => (
        <div key={`${p.property}-${i}`} style={{ display: 'contents' }}>
          <dt>{p.known ? tp(p.property as 'tensile') : p.property}</dt>
          <dd>
            {p.value} {p.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
