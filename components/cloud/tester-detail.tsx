import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { choiceToQuery } from '@/lib/cloud/choice';
import type { LabDetail } from '@/lib/cloud/contract';
import { listHref } from '@/lib/list-query';
import { useMoney } from '@/components/commerce/money';
import { CloudNav } from './cloud-nav';
import { LabLogo } from './lab-card';
import { Standards } from './standards';

/** /cloud/testerDetail?id= (issue 15 item 2): introduction, qualifications, equipment, items with price and cycle, cases, rating. */
export function TesterDetail({ lab }: { lab: LabDetail }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  const estimate = (itemId?: number) => listHref('/cloud/testResources', choiceToQuery({ labId: lab.id, items: itemId ? [{ itemId, samples: 1, params: {} }] : [] }));
  return (
    <div className="page" data-testid="tester-detail">
      <CloudNav current="labs" />
      <div className="cl-detail">
        <div>
          <div className="cl-head">
            <LabLogo name={lab.name} url={lab.logoUrl} />
            <div>
              <h1 className="section-title" data-testid="lab-name">
                {lab.name}
              </h1>
              <div className="cl-meta">
                {lab.demo && <span className="tag tag--orange">{t('demo')}</span>}
                {lab.cma && <span className="tag tag--green">CMA</span>}
                {lab.cnas && <span className="tag tag--blue">CNAS</span>}
                {lab.status === 'suspended' && <span className="tag tag--red">{t('labStatuses.suspended')}</span>}
                <span>{lab.rating === null ? t('lab.noRating') : t('lab.rating', { rating: lab.rating, count: lab.ratingCount })}</span>
              </div>
            </div>
          </div>
          <section className="cl-section">
            <h2>{t('lab.intro')}</h2>
            <p style={{ whiteSpace: 'pre-line' }}>{lab.intro}</p>
          </section>
          <section className="cl-section" data-testid="lab-offerings">
            <h2>{t('lab.offerings')}</h2>
            <div className="data-table-wrap">
              <table className="cl-table">
                <thead>
                  <tr>
                    <th>{t('lab.item')}</th>
                    <th className="num">{t('lab.price')}</th>
                    <th className="num">{t('lab.cycle')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {lab.offerings.map((o) => (
                    <tr key={o.itemId} data-testid="offering-row">
                      <td>
                        <span className="tag">{t(`categories.${o.category}`)}</span> {o.name}
                        <Standards standards={o.standards} />
                        {o.note && <div className="cl-note">{o.note}</div>}
                      </td>
                      <td className="num cl-price">
                        {money(o.priceFen)}
                        <span className="cl-note">{t(`perUnit.${o.unit}`)}</span>
                      </td>
                      <td className="num">{t('workingDays', { count: o.cycleDays })}</td>
                      <td>
                        <NavLink href={estimate(o.itemId)}>{t('lab.estimateItem')}</NavLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="cl-section">
            <h2>{t('lab.equipment')}</h2>
            {lab.equipment.length === 0 ? (
              <p className="cl-note">{t('lab.none')}</p>
            ) : (
              <table className="cl-table" data-testid="lab-equipment">
                <thead>
                  <tr>
                    <th>{t('lab.equipmentName')}</th>
                    <th>{t('lab.model')}</th>
                    <th>{t('lab.maker')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lab.equipment.map((e, i) => (
                    <tr key={i}>
                      <td>{e.name}</td>
                      <td>{e.model}</td>
                      <td>{e.maker ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="cl-section">
            <h2>{t('lab.cases')}</h2>
            {lab.cases.length === 0 ? (
              <p className="cl-note">{t('lab.none')}</p>
            ) : (
              <ul className="cl-list">
                {lab.cases.map((c) => (
                  <li key={c.id} className="cl-card">
                    <h3 className="cl-title">
                      <NavLink href={`/cloudCaseDetail?id=${c.id}`}>{c.title}</NavLink>
                    </h3>
                    <p className="cl-note">{c.summary}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="cl-card" data-testid="lab-aside">
          <NavLink className="button button--block" href={estimate()} data-testid="lab-estimate">
            {t('lab.estimate')}
          </NavLink>
          <dl className="cl-facts" style={{ marginTop: 14 }}>
            <dt>{t('lab.region')}</dt>
            <dd>{[lab.province, lab.city].filter((p, i, a) => p && a.indexOf(p) === i).join(' · ')}</dd>
            {lab.address && (
              <>
                <dt>{t('lab.address')}</dt>
                <dd>{lab.address}</dd>
              </>
            )}
            <dt>{t('lab.contact')}</dt>
            <dd>
              {lab.contactName} {lab.contactPhone}
              {lab.contactEmail ? ` · ${lab.contactEmail}` : ''}
            </dd>
          </dl>
          <h2 className="cl-title" style={{ marginTop: 14 }}>
            {t('lab.qualifications')}
          </h2>
          <ul className="cl-list" data-testid="lab-qualifications">
            {lab.qualifications.map((q, i) => (
              <li key={i}>
                <strong>{q.kind === 'other' && q.name ? q.name : t(`qualificationKinds.${q.kind}`)}</strong>
                <div className="cl-note">
                  {t('lab.certificateNo', { no: q.certificateNo })}
                  {q.validUntil ? ` · ${t('lab.validUntil', { date: q.validUntil })}` : ''}
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
