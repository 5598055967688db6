import { getTranslations } from 'next-intl/server';

/**
 * Pagination of the server-rendered public lists (/cloud/requirementList, /cloudGrade) as plain links,
 * with the shared pager's look (components/ui/plain/pager.tsx is a client island and cannot take a
 * link-making function from a server component). `base` is the query without the page.
 */
export async function LinkPager({ page, pageSize, total, base }: { page: number; pageSize: number; total: number; base: Record<string, string> }) {
  const t = await getTranslations('Common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => `?${new URLSearchParams({ ...base, ...(p > 1 ? { page: String(p) } : {}) })}`;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2);
  const link = (p: number, label: string, aria: string, rel?: string) => (
    <a className="pager__item" href={href(p)} rel={rel} aria-label={aria}>
      {label}
    </a>
  );
  return (
    <nav className="pager" aria-label={t('pagination')} data-testid="pager">
      <span className="pager__total">{t('total', { total })}</span>
      {pages > 1 ? (
        <>
          {page > 1 ? link(page - 1, '‹', t('previousPage'), 'prev') : null}
          {shown.map((p, i) => (
            <span key={p}>
              {i > 0 && p - shown[i - 1] > 1 ? <span className="pager__gap" aria-hidden="true">…</span> : null}
              {p === page ? (
                <span className="pager__item pager__item--current" aria-current="page">
                  {p}
                </span>
              ) : (
                link(p, String(p), t('pageN', { page: p }))
              )}
            </span>
          ))}
          {page < pages ? link(page + 1, '›', t('nextPage'), 'next') : null}
        </>
      ) : null}
    </nav>
  );
}
