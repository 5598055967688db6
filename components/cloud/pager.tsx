import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { hrefWith } from '@/lib/cloud/format';

/** A list's pages as links (the page is in the address). */
export function CloudPager({ path, page, pageSize, total, query }: { path: string; page: number; pageSize: number; total: number; query: Record<string, string> }) {
  const t = useTranslations('Cloud.list');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const shown: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) shown.push(p);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  const href = (p: number) => hrefWith(path, { ...query, page: p });
  return (
    <nav className="cl-pager" aria-label={t('pageOf', { page, pages })} data-testid="cloud-pager">
      {page > 1 && (
        <NavLink href={href(page - 1)} rel="prev">
          {t('prev')}
        </NavLink>
      )}
      {shown.map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden>
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page">
            {p}
          </span>
        ) : (
          <NavLink key={p} href={href(p)}>
            {p}
          </NavLink>
        ),
      )}
      {page < pages && (
        <NavLink href={href(page + 1)} rel="next">
          {t('next')}
        </NavLink>
      )}
    </nav>
  );
}
