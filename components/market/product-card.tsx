import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { useMoney } from '@/components/commerce/money';
import type { ProductCard } from '@/lib/market/contract';
import { productHref } from '@/lib/market/paths';

/** One product of the list: title, kind, price or "free" (demo prices labelled), formats, rows, sales. */
export function ProductCardView({ product }: { product: ProductCard }) {
  const t = useTranslations('Market');
  const money = useMoney();
  return (
    <article className="mkt-card" data-testid="product-card" data-id={product.id}>
      <h3 className="mkt-title">
        <NavLink href={productHref(product.id)}>{product.title}</NavLink>
      </h3>
      <p className="mkt-note">{product.summary}</p>
      <div className="mkt-meta">
        <span className="tag tag--blue">{t(`origins.${product.origin}`)}</span>
        {product.seller && (
          <span className="tag" data-testid="card-seller">
            {t('rd.seller', { owner: product.seller.name })}
          </span>
        )}
        {product.redistribution === 'linkOnly' && <span className="tag tag--orange">{t('linkOnlyTag')}</span>}
        {product.expense === 'paid' ? (
          <span className="mkt-price" data-testid="card-price">
            {money(product.priceFen)}
          </span>
        ) : (
          <span className="mkt-price mkt-price--free">{t('free')}</span>
        )}
        {product.demo && <span className="tag tag--orange">{t('demoPrice')}</span>}
        {product.formats.map((f) => (
          <span key={f} className="tag">
            {t(`formats.${f}`)}
          </span>
        ))}
        <span>{t('list.rows', { count: product.rowCount })}</span>
        <span>{t('list.fields', { count: product.fieldCount })}</span>
        {product.traded > 0 && <span>{t('list.traded', { count: product.traded })}</span>}
      </div>
    </article>
  );
}
