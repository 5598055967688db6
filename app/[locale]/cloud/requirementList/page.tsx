import { getFormatter, getTranslations } from 'next-intl/server';
import '@/components/cloud/orders/cloud-orders.css';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import { listHref } from '@/lib/list-query';
import { LinkPager } from '@/components/ui/link-pager';
import { cloudOrderCalls } from '@/lib/cloud/order-contract';
import { publicGet } from '@/lib/server/entry';

const PAGE_SIZE = 20;

/** /cloud/requirementList: open test requirements (pre-review and offer) without personal data, rendered on the server. */
const page = screen({
  path: '/cloud/requirementList',
  title: 'Routes.screens.cloud_requirementList',
  description: 'CloudOrders.pages.requirementListLead',
  render: async ({ locale, searchParams }) => {
    const q = await searchParams;
    const page = typeof q.page === 'string' && /^\d{1,4}$/.test(q.page) ? Math.max(1, Number(q.page)) : 1;
    const kind = q.kind === 'detection' || q.kind === 'preparation' ? q.kind : undefined;
    const [t, format, result] = await Promise.all([getTranslations('CloudOrders'), getFormatter(), publicGet(locale, cloudOrderCalls.pagePublic, { page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) })]);
    const href = (p: number, k = kind) => `?${new URLSearchParams({ ...(k ? { kind: k } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
    return (
      <section className="page cloud-page" data-testid="requirement-list">
        <h1 className="section-title">{t('pages.requirementList')}</h1>
        <p className="cloud-page__lead">{t('pages.requirementListLead')}</p>
        <nav className="cloud-page__tabs">
          {([undefined, 'detection', 'preparation'] as const).map((k) => (
            <a key={k ?? 'all'} href={href(1, k)} className={`tag${k === kind ? ' tag--active' : ''}`}>
              {k ? t(`kinds.${k}`) : t('ui.allKinds')}
            </a>
          ))}
          <NavLink href="/cloud/requirementFill" className="button">
            {t('pages.newOrder')}
          </NavLink>
        </nav>
        {!result.ok ? (
          <p className="data-table__empty">{result.msg}</p>
        ) : (
          <>
            <div className="data-table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th>{t('ui.projectName')}</th>
                    <th>{t('ui.kind')}</th>
                    <th>{t('ui.items')}</th>
                    <th>{t('ui.material')}</th>
                    <th className="num">{t('ui.samples')}</th>
                    <th>{t('ui.qualification')}</th>
                    <th>{t('ui.stage')}</th>
                    <th>{t('ui.placedAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.list.length === 0 ? (
                    <tr>
                      <td colSpan={8} className="data-table__empty">
                        {t('ui.empty')}
                      </td>
                    </tr>
                  ) : (
                    result.data.list.map((r) => (
                      <tr key={r.id} data-testid="requirement-row">
                        <td>
                          <NavLink href={`/cloud/requirementDetail?id=${r.id}`}>{r.projectName}</NavLink>
                          {r.highThroughput ? <span className="tag">{t('ui.highThroughput')}</span> : null}
                        </td>
                        <td>{t(`kinds.${r.kind}`)}</td>
                        <td>{r.items.join('; ')}</td>
                        <td>{r.materials.join(', ')}</td>
                        <td className="num">{r.sampleCount}</td>
                        <td>{t(`qualifications.${r.qualification}`)}</td>
                        <td>
                          <span className="tag">{t(`stages.${r.stage}`)}</span>
                        </td>
                        <td>{format.dateTime(new Date(r.createdAt), { dateStyle: 'medium' })}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <LinkPager page={page} pageSize={PAGE_SIZE} total={result.data.total} href={(p) => listHref('/cloud/requirementList', { kind, page: p })} />
          </>
        )}
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
