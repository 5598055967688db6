import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import type { Paged } from '@/lib/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { listHref } from '@/lib/list-query';
import { PRODUCT_SHAPES, PRODUCT_TYPES } from '@/lib/products/enums';
import { PRODUCT_SORTS } from '@/lib/products/enums';
import type { ProductCard } from '@/lib/products/contract';
import { ProductCardView } from '../product-card';

export const PRODUCT_LIST_KEYS = ['keyword', 'type', 'shape', 'sort', 'page'] as const;
export const PRODUCT_LIST_RULES = { oneOf: { type: PRODUCT_TYPES, shape: PRODUCT_SHAPES, sort: PRODUCT_SORTS } };
const PATH = '/cloud/recommendedProduct';

/**
 * /cloud/recommendedProduct (issue 34): approved recommended products with keyword, type, shape and sort in
 * one plain GET form (every filter and the page in the address, no script needed), rendered on the server.
 */
export function ProductList({ query, result }: { query: Record<string, string>; result: { ok: true; data: Paged<ProductCard> } | { ok: false; msg: string } }) {
  const t = useTranslations('Products');
  const tRoutes = useTranslations('Routes.screens');
  const locale = useLocale();
  return (
    <div className="page" data-testid="product-list">
      <h1 className="section-title">{tRoutes('cloud_recommendedProduct')}</h1>
      <p className="pr-note">{t('list.lead')}</p>
      <form action={localizePath(PATH, locale)} method="get" className="pr-filters" role="search" data-testid="product-filters">
        <label>
          {t('list.keyword')}
          <input type="search" name="keyword" defaultValue={query.keyword ?? ''} maxLength={50} placeholder={t('list.keywordPlaceholder')} data-testid="filter-keyword" />
        </label>
        <FilterSelect label={t('fields.type')} name="type" value={query.type} options={PRODUCT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} anyLabel={t('list.anyType')} testId="filter-type" />
        <FilterSelect label={t('fields.shape')} name="shape" value={query.shape} options={PRODUCT_SHAPES.map((v) => ({ value: v, label: t(`shapes.${v}`) }))} anyLabel={t('list.anyShape')} testId="filter-shape" />
        <FilterSelect label={t('list.sort')} name="sort" value={query.sort ?? 'newest'} options={PRODUCT_SORTS.map((v) => ({ value: v, label: t(`list.sorts.${v}`) }))} testId="filter-sort" />
        <button className="button" type="submit" data-testid="filter-apply">
          {t('list.search')}
        </button>
        <NavLink href="/cloud/releaseRecomProduct" className="button button--primary" data-testid="product-publish">
          {t('list.publish')}
        </NavLink>
      </form>
      {!result.ok ? (
        <p className="pr-error" role="alert" data-testid="product-error">
          {result.msg}
        </p>
      ) : result.data.list.length === 0 ? (
        <p className="pr-empty" data-testid="product-empty">
          {t('list.empty')}
        </p>
      ) : (
        <>
          <ul className="pr-grid" data-testid="product-results">
            {result.data.list.map((p) => (
              <li key={p.id}>
                <ProductCardView product={p} />
              </li>
            ))}
          </ul>
          {result.data.list.some((p) => p.demo) && <p className="pr-note">{t('demoNote')}</p>}
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => listHref(PATH, { ...query, page })} testId="product-pager" />
        </>
      )}
    </div>
  );
}
