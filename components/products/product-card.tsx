import { useTranslations } from 'next-intl';
import { StoredImage } from '@/components/files/stored-image';
import { NavLink } from '@/components/layout/nav-link';
import { useMoney } from '@/components/commerce/money';
import { DataText } from '@/components/ui/data-text';
import type { ProductCard } from '@/lib/products/contract';

export const productHref = (id: number) => `/cloud/recommendedProductDetails?id=${id}`;

/** A recommended product in a list (public list, cloud homepage): picture, name, company, price per unit, demo label. Plain markup. */
export function ProductCardView({ product }: { product: ProductCard }) {
  const t = useTranslations('Products');
  const money = useMoney();
  return (
    <article className="pr-card" data-testid="product-card" data-id={product.id}>
      {/* The picture repeats the name's link: hidden from the keyboard and screen readers, which reach the name. */}
      <NavLink href={productHref(product.id)} className="pr-card__pic" aria-hidden tabIndex={-1}>
        {product.cover ? <StoredImage src={product.cover} alt="" loading="lazy" /> : <span>{t('list.noPicture')}</span>}
      </NavLink>
      <div className="pr-card__body">
        <h3 className="pr-card__name">
          <NavLink href={productHref(product.id)}>
            <DataText text={product.name} />
          </NavLink>
        </h3>
        <div className="pr-meta">
          {product.demo && <span className="tag tag--orange">{t('demo')}</span>}
          <span className="tag">{t(`types.${product.type}`)}</span>
          <span className="tag">{t(`shapes.${product.shape}`)}</span>
        </div>
        <div className="pr-meta">
          <DataText text={product.specification} />
        </div>
        <div className="pr-meta">
          <span className="pr-price" data-testid="product-price">
            {t('perUnit', { price: money(product.priceFen), unit: t(`units.${product.unit}`) })}
          </span>
        </div>
        <div className="pr-meta">
          <DataText text={product.companyName} />
        </div>
      </div>
    </article>
  );
}
