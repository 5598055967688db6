'use client';
import { useTranslations } from 'next-intl';
import { pageWindow } from './page-window';

export { pageWindow };

/**
 * Pagination without a UI kit: total, previous / next and the page numbers around the current one.
 * `href(page)` makes links (the page is in the URL, so a list can be linked and reloaded); otherwise
 * `onChange(page)` is called.
 */
export function Pager({ page, pageSize, total, onChange, href }: { page: number; pageSize: number; total: number; onChange?: (page: number) => void; href?: (page: number) => string }) {
  const t = useTranslations('Common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const item = (p: number, label: React.ReactNode, extra: { disabled?: boolean; current?: boolean; rel?: string; ariaLabel?: string } = {}) => {
    const cls = `pager__item${extra.current ? ' pager__item--current' : ''}`;
    if (extra.disabled) return <span className={`${cls} pager__item--disabled`} aria-hidden="true">{label}</span>;
    if (href && !extra.current) {
      return (
        <a className={cls} href={href(p)} rel={extra.rel} aria-label={extra.ariaLabel}>
          {label}
        </a>
      );
    }
    return (
      <button type="button" className={cls} aria-current={extra.current ? 'page' : undefined} aria-label={extra.ariaLabel} onClick={() => !extra.current && onChange?.(p)}>
        {label}
      </button>
    );
  };
  return (
    <nav className="pager" aria-label={t('pagination')} data-testid="pager">
      <span className="pager__total">{t('total', { total })}</span>
      {pages > 1 ? (
        <>
          {item(page - 1, '‹', { disabled: page <= 1, rel: 'prev', ariaLabel: t('previousPage') })}
          {pageWindow(page, pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap${i}`} className="pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <span key={p}>{item(p, p, { current: p === page, ariaLabel: t('pageN', { page: p }) })}</span>
            ),
          )}
          {item(page + 1, '›', { disabled: page >= pages, rel: 'next', ariaLabel: t('nextPage') })}
        </>
      ) : null}
    </nav>
  );
}
