import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import type { Paged } from '@/lib/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { DATASET_ORIGINS, PRODUCT_EXPENSES, type ProductCard } from '@/lib/market/contract';
import { PRODUCT_LIST, productListHref } from '@/lib/market/paths';
import { ProductCardView } from './product-card';

export interface ProductListProps {
  query: Record<string, string>;
  result: { ok: true; data: Paged<ProductCard> } | { ok: false; msg: string };
}

/**
 * /zhj/productList (issue 37): a plain GET form (keyword, price, kind; everything in the address,
 * works without JavaScript), the product cards and the pager, rendered on the server.
 */
export function ProductList({ query, result }: ProductListProps) {
  const t = useTranslations('Market');
  const locale = useLocale();
  return (
    <div className="page" data-testid="product-list">
      <h1 className="section-title">{t('list.title')}</h1>
      <p className="mkt-note">{t('list.lead')}</p>
      <form action={localizePath(PRODUCT_LIST, locale)} method="get" role="search" data-testid="product-search">
        <div className="mkt-search">
          <input type="search" name="keyword" defaultValue={query.keyword ?? ''} placeholder={t('list.searchPlaceholder')} aria-label={t('list.searchLabel')} maxLength={100} data-testid="product-keyword" />
          <button className="button" type="submit" data-testid="product-submit">
            {t('list.search')}
          </button>
        </div>
        <div className="mkt-filters">
          <FilterSelect label={t('list.expense')} name="expense" value={query.expense} options={PRODUCT_EXPENSES.map((v) => ({ value: v, label: t(`expense.${v}`) }))} anyLabel={t('list.any')} testId="filter-expense" />
          <FilterSelect label={t('list.origin')} name="origin" value={query.origin} options={DATASET_ORIGINS.map((v) => ({ value: v, label: t(`origins.${v}`) }))} anyLabel={t('list.any')} testId="filter-origin" />
          <button className="button" type="submit">
            {t('list.apply')}
          </button>
          <NavLink href={PRODUCT_LIST}>{t('list.reset')}</NavLink>
        </div>
      </form>
      {!result.ok ? (
        <div className="mkt-card mkt-error" role="alert" data-testid="product-error">
          {t('list.error', { msg: result.msg })}
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="mkt-card mkt-empty" data-testid="product-empty">
          <p>
            <strong>{t('list.empty')}</strong>
          </p>
          <p className="mkt-note">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="mkt-note" data-testid="product-total">
            {t('list.total', { count: result.data.total })}
          </p>
          <ul className="mkt-results" data-testid="product-results">
            {result.data.list.map((p) => (
              <li key={p.id}>
                <ProductCardView product={p} />
              </li>
            ))}
          </ul>
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => productListHref({ ...query, page })} testId="product-pager" />
        </>
      )}
    </div>
  );
}
