import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { useMoney } from '@/components/commerce/money';
import type { ProductDetail } from '@/lib/market/contract';
import { dataSetHref, PRODUCT_LIST } from '@/lib/market/paths';
import { DataSetSections } from './data-set-view';
import { ProductActions } from './product-actions';

/**
 * /zhj/productDetail (issue 37): the product (description, kind, price or free with the demo label,
 * formats, rows), the actions island, and its data set's licence, fields and first rows, rendered
 * on the server with the viewer's state.
 */
export function ProductDetailView({ product, here }: { product: ProductDetail; here: string }) {
  const t = useTranslations('Market');
  const money = useMoney();
  const set = product.dataSet;
  return (
    <div className="page" data-testid="product-detail" data-id={product.id}>
      <p>
        <NavLink href={PRODUCT_LIST}>{t('detail.back')}</NavLink>
      </p>
      <div className="mkt-detail">
        <div>
          <h1 className="section-title" data-testid="product-title">
            {product.title}
          </h1>
          <p>{product.summary}</p>
          <p className="mkt-note">{set.description}</p>
          <dl className="mkt-facts">
            <dt>{t('list.origin')}</dt>
            <dd>{t(`origins.${product.origin}`)}</dd>
            {product.seller && (
              <>
                <dt>{t('rd.origin')}</dt>
                <dd data-testid="product-seller">
                  {t('rd.seller', { owner: product.seller.name })} ·{' '}
                  <NavLink href={`/allServer/${product.seller.researchDataId}`}>{t('rd.trace')}</NavLink>
                </dd>
              </>
            )}
            <dt>{t('detail.rows')}</dt>
            <dd>{set.rowCount}</dd>
            <dt>{t('detail.formats')}</dt>
            <dd>{product.formats.map((f) => t(`formats.${f}`)).join(' · ') || t('linkOnlyTag')}</dd>
            <dt>{t('detail.dataSet')}</dt>
            <dd>
              <NavLink href={dataSetHref(set.id)} data-testid="product-dataset-link">
                {t('detail.openDataSet')}
              </NavLink>
            </dd>
          </dl>
        </div>
        <aside className="mkt-card mkt-actions" data-testid="product-aside">
          <div>
            {t('detail.price')}:{' '}
            {product.expense === 'paid' ? (
              <strong className="mkt-price" data-testid="product-price">
                {money(product.priceFen)}
              </strong>
            ) : (
              <strong className="mkt-price mkt-price--free">{t('free')}</strong>
            )}{' '}
            {product.demo && <span className="tag tag--orange">{t('demoPrice')}</span>}
          </div>
          {product.demo && <p className="mkt-note">{t('detail.demoNote')}</p>}
          {product.redistribution === 'linkOnly' ? (
            <p className="mkt-note" data-testid="product-link-only">
              {t('detail.linkOnlyNote')}{' '}
              {set.sourceUrl ? (
                <a href={set.sourceUrl} rel="noopener noreferrer nofollow" target="_blank">
                  {set.sourceUrl}
                </a>
              ) : (
                t('detail.noSource')
              )}
            </p>
          ) : (
            <ProductActions product={product} access={product.access} here={here} />
          )}
        </aside>
      </div>
      <DataSetSections set={set} />
    </div>
  );
}
