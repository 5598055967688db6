import { getFormatter, getTranslations } from 'next-intl/server';
import '@/components/cloud/orders/cloud-orders.css';
import { screen } from '@/components/layout/screen';
import { listHref } from '@/lib/list-query';
import { LinkPager } from '@/components/ui/link-pager';
import { cloudOrderCalls } from '@/lib/cloud/order-contract';
import { publicGet } from '@/lib/server/entry';

const PAGE_SIZE = 10;
const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** /cloudGrade: laboratories by customers' rating (rating_sum / rating_count) and the newest evaluations, rendered on the server. */
const page = screen({
  path: '/cloudGrade',
  title: 'Routes.screens.cloudGrade',
  description: 'CloudOrders.grade.lead',
  render: async ({ locale, searchParams }) => {
    const q = await searchParams;
    const page = typeof q.page === 'string' && /^\d{1,4}$/.test(q.page) ? Math.max(1, Number(q.page)) : 1;
    const [t, format, result] = await Promise.all([getTranslations('CloudOrders'), getFormatter(), publicGet(locale, cloudOrderCalls.grades, { page, pageSize: PAGE_SIZE })]);
    if (!result.ok) return <p className="page data-table__empty">{result.msg}</p>;
    const { labs, recent } = result.data;
    return (
      <section className="page cloud-page" data-testid="cloud-grade">
        <h1 className="section-title">{t('grade.title')}</h1>
        <p className="cloud-page__lead">{t('grade.lead')}</p>
        <div className="data-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th>{t('ui.laboratory')}</th>
                <th className="num">{t('grade.rating')}</th>
                <th className="num">{t('grade.ratings')}</th>
                <th className="num">{t('grade.completed')}</th>
              </tr>
            </thead>
            <tbody>
              {labs.map((l) => (
                <tr key={l.labId} data-testid="grade-lab">
                  <td>{l.labName}</td>
                  <td className="num">{l.rating === null ? '—' : `${format.number(l.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5`}</td>
                  <td className="num">{l.ratingCount}</td>
                  <td className="num">{l.completed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h2 className="section-title">{t('grade.recent')}</h2>
        {recent.list.length === 0 ? <p className="data-table__empty">{t('grade.none')}</p> : null}
        <ul className="cloud-grade__reviews">
          {recent.list.map((r, i) => (
            <li key={`${r.at}-${i}`} className="cloud-grade__review" data-testid="grade-review">
              <strong>{r.labName}</strong> · {format.dateTime(new Date(r.at), { dateStyle: 'medium' })}
              <div className="cloud-grade__stars" aria-label={t('ui.satisfaction')}>
                {t('ui.satisfaction')} {stars(r.satisfaction)} · {t('ui.productQuality')} {r.productQuality} · {t('ui.serviceQuality')} {r.serviceQuality} · {t('ui.cycleTime')} {r.cycleTime}
              </div>
              <div className="cloud-grade__items">{r.items.join('; ')}</div>
              {r.comment ? <p>{r.comment}</p> : null}
            </li>
          ))}
        </ul>
        <LinkPager page={page} pageSize={PAGE_SIZE} total={recent.total} href={(p) => listHref('/cloudGrade', { page: p })} />
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
