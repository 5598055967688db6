import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { SimilarityAnswer } from '@/lib/research-data/contract';
import { rdDetailHref } from '@/lib/research-data/paths';
import { pairHref } from '@/lib/research-data/similarity-pair';

/** /allServer/similarity?id=: steels of the material database and R&D records similar by composition. */
export function RdSimilarity({ id, dataName, answer }: { id: number; dataName: string; answer: SimilarityAnswer }) {
  const t = useTranslations('ResearchData.similarity');
  return (
    <div className="page" data-testid="rd-similarity">
      <p>
        <NavLink href={rdDetailHref(id)}>{t('back', { name: dataName })}</NavLink>
      </p>
      <h1 className="section-title">{t('title', { name: dataName })}</h1>
      <p className="rd-note">{t('lead')}</p>
      <section className="rd-section">
        <h2>{t('material')}</h2>
        {answer.material.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="data-table" data-testid="rd-similar-material">
            <thead>
              <tr>
                <th scope="col">{t('grade')}</th>
                <th scope="col">{t('standard')}</th>
                <th scope="col">{t('score')}</th>
                <th scope="col">{t('compare')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.material.map((m) => (
                <tr key={m.href}>
                  <th scope="row">
                    <NavLink href={m.href}>{m.grade}</NavLink>
                  </th>
                  <td>{m.standard ?? '—'}</td>
                  <td>{m.score.toFixed(1)}</td>
                  <td>
                    <CompareLinks id={id} target={{ kind: 'material', id: m.id }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="rd-section">
        <h2>{t('researchData')}</h2>
        {answer.researchData.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="data-table" data-testid="rd-similar-records">
            <thead>
              <tr>
                <th scope="col">{t('record')}</th>
                <th scope="col">{t('score')}</th>
                <th scope="col">{t('compare')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.researchData.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <NavLink href={rdDetailHref(r.id)}>{r.dataName}</NavLink> ({r.materialName})
                  </th>
                  <td>{r.score.toFixed(1)}</td>
                  <td>
                    <CompareLinks id={id} target={{ kind: 'researchData', id: r.id }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function CompareLinks({ id, target }: { id: number; target: Parameters<typeof pairHref>[1] }) {
  const t = useTranslations('ResearchData.similarity');
  return (
    <span className="rd-head__links">
      <NavLink href={pairHref(id, target)} data-testid="rd-similar-detail">
        {t('detail')}
      </NavLink>
      <NavLink href={pairHref(id, target, 'chart')}>{t('chart')}</NavLink>
    </span>
  );
}
