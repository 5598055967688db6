import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { ResearchDataDetail } from '@/lib/research-data/contract';
import { RdActions } from './rd-actions';
import { RdTraceability } from './rd-traceability';

/**
 * /allServer/{id}, /allServer/seeDetail and /allServer/serverDetail (issue 16, screens): the record
 * as the viewer may read it (the endpoint cut it by the policy: hidden parts arrive as null), its
 * traceability and the viewer's actions (like, dislike, collect, apply for access, owner actions).
 */
export function RdDetail({ detail }: { detail: ResearchDataDetail }) {
  const t = useTranslations('ResearchData');
  const hidden = (
    <p className="rd-hidden" data-testid="rd-hidden">
      {t('detail.hidden')}
    </p>
  );
  return (
    <div className="page rd-detail" data-testid="rd-detail">
      <p>
        <NavLink href="/allServer/allServer">{t('detail.back')}</NavLink>
      </p>
      <h1 className="section-title" data-testid="rd-title">
        {detail.dataName}
        {detail.demo && <span className="tag rd-tag--demo">{t('demo')}</span>}
      </h1>
      <p className="rd-card__meta">
        <span className={`tag rd-tag rd-tag--${detail.visibility}`}>{t(`visibility.${detail.visibility}`)}</span>
        <span className="tag" data-testid="rd-state">
          {t(`states.${detail.state}`)}
        </span>
        <span className="rd-mono">{detail.code}</span>
      </p>
      <RdActions detail={detail} />
      <section className="rd-section" aria-labelledby="rd-basic">
        <h2 id="rd-basic">{t('detail.basic')}</h2>
        <dl className="rd-facts">
          <dt>{t('fields.materialName')}</dt>
          <dd>{detail.materialName || '—'}</dd>
          <dt>{t('fields.project')}</dt>
          <dd>{detail.project || '—'}</dd>
          <dt>{t('fields.dataSource')}</dt>
          <dd>{detail.dataSource || '—'}</dd>
          <dt>{t('fields.experimentType')}</dt>
          <dd>{detail.experimentType ? t(`experimentTypes.${detail.experimentType}`) : '—'}</dd>
          <dt>{t('fields.owner')}</dt>
          <dd>{detail.owner.companyName ? `${detail.owner.userName} · ${detail.owner.companyName}` : detail.owner.userName}</dd>
          <dt>{t('fields.externalIds')}</dt>
          <dd>{detail.externalIds.length ? detail.externalIds.map((e) => [e.type, e.name, e.doi].filter(Boolean).join(' · ')).join('; ') : '—'}</dd>
        </dl>
        <p className="rd-card__counts">
          {t('counts.full', { referenced: detail.counts.referenced, consulted: detail.counts.consulted, traded: detail.counts.traded, discovered: detail.counts.discovered, likes: detail.counts.likes, dislikes: detail.counts.dislikes })}
        </p>
      </section>
      <section className="rd-section" aria-labelledby="rd-composition">
        <h2 id="rd-composition">{t('fields.composition')}</h2>
        {detail.composition === null ? (
          hidden
        ) : detail.composition.length === 0 ? (
          <p>—</p>
        ) : (
          <>
          <p>
            <NavLink href={`/allServer/similarity?id=${detail.id}`} data-testid="rd-similar-link">
              {t('detail.similar')}
            </NavLink>
          </p>
          <table className="data-table" data-testid="rd-composition-table">
            <thead>
              <tr>
                <th scope="col">{t('editor.element')}</th>
                <th scope="col">{t('editor.massPercent')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.composition.map((c) => (
                <tr key={c.element}>
                  <th scope="row">{c.element}</th>
                  <td>{c.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </>
        )}
      </section>
      <section className="rd-section" aria-labelledby="rd-performance">
        <h2 id="rd-performance">{t('fields.performance')}</h2>
        {detail.performance === null ? (
          hidden
        ) : detail.performance.length === 0 ? (
          <p>—</p>
        ) : (
          <table className="data-table" data-testid="rd-performance-table">
            <thead>
              <tr>
                <th scope="col">{t('editor.property')}</th>
                <th scope="col">{t('editor.value')}</th>
                <th scope="col">{t('editor.unit')}</th>
                <th scope="col">{t('editor.condition')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.performance.map((p, i) => (
                <tr key={i}>
                  <th scope="row">{p.property}</th>
                  <td>{p.kind === 'typical' ? t('editor.typicalValue', { value: p.value ?? '' }) : t('editor.rangeValue', { min: p.min ?? '', max: p.max ?? '' })}</td>
                  <td>{p.unit}</td>
                  <td>{p.condition}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {detail.process !== null && (
          <dl className="rd-facts">
            <dt>{t('fields.process')}</dt>
            <dd>{detail.process || '—'}</dd>
            <dt>{t('fields.structure')}</dt>
            <dd>{detail.structure || '—'}</dd>
            <dt>{t('fields.phaseStructure')}</dt>
            <dd>{detail.phaseStructure || '—'}</dd>
          </dl>
        )}
      </section>
      <section className="rd-section" aria-labelledby="rd-standards">
        <h2 id="rd-standards">{t('fields.standards')}</h2>
        {detail.standards === null ? (
          hidden
        ) : detail.standards.length === 0 ? (
          <p className="rd-note">{t('detail.noStandards')}</p>
        ) : (
          <ul data-testid="rd-standards">
            {detail.standards.map((l) => {
              const label = t('detail.standardLink', { standard: l.standard, year: l.year, grade: l.grade, system: l.system });
              return (
                <li key={`${l.system}|${l.standard}|${l.year}|${l.grade}`}>
                  {l.open && l.gradeId !== null ? <NavLink href={`/allServer/brandDetail?id=${l.gradeId}`}>{label}</NavLink> : label}
                  {l.gradeId === null && <span className="rd-note"> {t('detail.gradeGone')}</span>}
                  {l.gradeId !== null && !l.open && <span className="rd-note"> {t('detail.gradeNotPublic')}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="rd-section" aria-labelledby="rd-files">
        <h2 id="rd-files">{t('fields.files')}</h2>
        {detail.files === null ? (
          hidden
        ) : (
          <ul data-testid="rd-files">
            {detail.files.map((f) => (
              <li key={f.id}>
                <a href={f.url}>{f.name}</a> <span className="rd-mono">SHA-256 {f.sha256}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RdTraceability id={detail.id} code={detail.code} trace={detail.traceability} />
    </div>
  );
}
