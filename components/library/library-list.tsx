import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { Paged } from '@/lib/contract';
import { EXPENSE_TYPES, ITEM_FORMATS, ITEM_KINDS, LIBRARY_SORTS, type LibraryCard, type LibraryType } from '@/lib/library/contract';
import { listHref } from '@/lib/library/format';
import { localizePath } from '@/lib/i18n/locale-path';
import { LibraryCardView } from './library-card';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';

export interface LibraryListProps {
  query: Record<string, string>;
  types: LibraryType[];
  result: { ok: true; data: Paged<LibraryCard> } | { ok: false; msg: string };
}

/**
 * /librany/libranyList (issue 14, screens): the type tree, a search box and filters that are one
 * plain GET form (so the query, the filters and the page live in the address and work without
 * JavaScript), the result cards and the pager. Rendered on the server.
 */
export function LibraryList({ query, types, result }: LibraryListProps) {
  const t = useTranslations('Library');
  const locale = useLocale();
  const typeHref = (primaryType?: string, secondaryType?: string) => listHref({ keyword: query.keyword, primaryType, secondaryType });
  const current = query.secondaryType ?? query.primaryType;
  const select = (name: string, values: readonly string[], label: (v: string) => string) => (
    <FilterSelect label={t(`list.${name}` as 'list.kind')} name={name} value={query[name as keyof typeof query] as string | undefined} options={values.map((v) => ({ value: v, label: label(v) }))} anyLabel={name === 'sort' ? undefined : t('list.any')} testId={`filter-${name}`} />
  );

  return (
    <div className="page" data-testid="library-list">
      <h1 className="section-title">{t('list.title')}</h1>
      <p className="lib-note">{t('list.lead')}</p>
      <div className="lib-layout">
        <nav className="lib-card" aria-label={t('list.types')} data-testid="library-types">
          <ul className="lib-types">
            <li>
              <NavLink href={typeHref()} aria-current={!current ? 'page' : undefined}>
                {t('list.allTypes')}
              </NavLink>
            </li>
            {types.map((p) => (
              <li key={p.code}>
                {/* The type tree is a long list of links to this same list: followed on click, not fetched ahead (issue 30). */}
                <NavLink href={typeHref(p.code)} prefetch={false} aria-current={current === p.code ? 'page' : undefined}>
                  <span>{p.name}</span>
                  <span className="lib-types__count">{p.count}</span>
                </NavLink>
                <ul>
                  {p.children.map((c) => (
                    <li key={c.code}>
                      <NavLink href={typeHref(p.code, c.code)} prefetch={false} aria-current={current === c.code ? 'page' : undefined}>
                        <span>{c.name}</span>
                        <span className="lib-types__count">{c.count}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <form action={localizePath('/librany/libranyList', locale)} method="get" role="search" data-testid="library-search">
            {query.primaryType && <input type="hidden" name="primaryType" value={query.primaryType} />}
            {query.secondaryType && <input type="hidden" name="secondaryType" value={query.secondaryType} />}
            <div className="lib-search">
              <input type="search" name="keyword" defaultValue={query.keyword ?? ''} placeholder={t('list.searchPlaceholder')} aria-label={t('list.searchLabel')} maxLength={100} data-testid="library-keyword" />
              <button className="button" type="submit" data-testid="library-submit">
                {t('list.search')}
              </button>
            </div>
            <div className="lib-filters">
              {select('kind', ITEM_KINDS, (v) => t(`kinds.${v}` as 'kinds.book'))}
              {select('format', ITEM_FORMATS, (v) => t(`formats.${v}` as 'formats.pdf'))}
              {select('expense', EXPENSE_TYPES, (v) => t(`expense.${v}` as 'expense.free'))}
              <label>
                {t('list.yearFrom')}
                <input type="number" name="yearFrom" min={1900} max={2100} defaultValue={query.yearFrom ?? ''} />
              </label>
              <label>
                {t('list.yearTo')}
                <input type="number" name="yearTo" min={1900} max={2100} defaultValue={query.yearTo ?? ''} />
              </label>
              {select('sort', LIBRARY_SORTS, (v) => t(`sorts.${v}` as 'sorts.newest'))}
              <button className="button" type="submit">
                {t('list.apply')}
              </button>
              <NavLink href={listHref({})}>{t('list.reset')}</NavLink>
            </div>
          </form>
          {!result.ok ? (
            <div className="lib-card lib-error" role="alert" data-testid="library-error">
              {t('list.error', { msg: result.msg })}
            </div>
          ) : result.data.list.length === 0 ? (
            <div className="lib-card lib-empty" data-testid="library-empty">
              <p>
                <strong>{t('list.empty')}</strong>
              </p>
              <p className="lib-note">{t('list.emptyHint')}</p>
            </div>
          ) : (
            <>
              <p className="lib-total" data-testid="library-total">
                {t('list.total', { count: result.data.total })}
              </p>
              <ul className="lib-results" data-testid="library-results">
                {result.data.list.map((item) => (
                  <li key={item.id}>
                    <LibraryCardView item={item} />
                  </li>
                ))}
              </ul>
              <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => listHref({ ...query, page })} testId="library-pager" />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
