import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { pageWindow } from './plain/page-window';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page, without the language prefix (NavLink adds it and keeps cxl=1). */
  href: (page: number) => string;
  testId?: string;
}

/**
 * The one pager of the lists rendered on the server (library, cloud, R&D data, standards, orders):
 * total, previous / next and the page numbers around the current one as links, so a page of a list
 * can be linked, reloaded and crawled. Server component: `href` runs on the server. Client lists use
 * `Pager` (components/ui/plain/pager.tsx), which looks the same (styles/ui.css `.pager`).
 */
export function LinkPager({ page, pageSize, total, href, testId = 'pager' }: Props) {
  const t = useTranslations('Common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = (p: number, label: string, aria: string, rel?: string) => (
    <NavLink className="pager__item" href={href(p)} rel={rel} aria-label={aria}>
      {label}
    </NavLink>
  );
  return (
    <nav className="pager" aria-label={t('pagination')} data-testid={testId}>
      <span className="pager__total">{t('total', { total })}</span>
      {pages > 1 ? (
        <>
          {page > 1 ? link(page - 1, '‹', t('previousPage'), 'prev') : null}
          {pageWindow(page, pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap${i}`} className="pager__gap" aria-hidden="true">
                …
              </span>
            ) : p === page ? (
              <span key={p} className="pager__item pager__item--current" aria-current="page">
                {p}
              </span>
            ) : (
              <span key={p}>{link(p, String(p), t('pageN', { page: p }))}</span>
            ),
          )}
          {page < pages ? link(page + 1, '›', t('nextPage'), 'next') : null}
        </>
      ) : null}
    </nav>
  );
}
