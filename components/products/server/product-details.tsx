import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/commerce/money';
import { StoredImage } from '@/components/files/stored-image';
import { NavLink } from '@/components/layout/nav-link';
import { RichText } from '@/components/ui/rich-text';
import type { ProductDetail } from '@/lib/products/contract';
import { useDateTime } from '@/components/ui/use-date-time';

/** /cloud/recommendedProductDetails?id= (issue 34): an approved product's pictures, facts and introduction. Plain server markup. */
export function ProductDetails({ product, customHref }: { product: ProductDetail; customHref: string | null }) {
  const t = useTranslations('Products');
  const money = useMoney();
  const when = useDateTime();
  return (
    <div className="page" data-testid="product-details">
      <p>
        <NavLink href="/cloud/recommendedProduct">← {t('detail.back')}</NavLink>
      </p>
      <div className="pr-detail">
        <div className="pr-pictures">
          {product.pictures.map((p, i) => (
            <StoredImage key={p.id} src={p.url} alt={t('detail.pictureAlt', { n: i + 1, name: product.name })} />
          ))}
        </div>
        <div>
          <h1 className="section-title" data-testid="product-name">
            {product.name}
          </h1>
          <div className="pr-meta">{product.demo && <span className="tag tag--orange">{t('demo')}</span>}</div>
          <dl className="pr-facts">
            <dt>{t('fields.company')}</dt>
            <dd>{product.companyName}</dd>
            <dt>{t('fields.type')}</dt>
            <dd>{t(`types.${product.type}`)}</dd>
            <dt>{t('fields.shape')}</dt>
            <dd>{t(`shapes.${product.shape}`)}</dd>
            <dt>{t('fields.specification')}</dt>
            <dd>{product.specification}</dd>
            <dt>{t('fields.price')}</dt>
            <dd className="pr-price" data-testid="product-price">
              {t('perUnit', { price: money(product.priceFen), unit: t(`units.${product.unit}`) })}
            </dd>
            <dt>{t('fields.publishedAt')}</dt>
            <dd>{when(product.publishedAt)}</dd>
          </dl>
          {customHref && (
            <p>
              <NavLink href={customHref} className="button button--primary" data-testid="product-customise">
                {t('detail.customise')}
              </NavLink>
            </p>
          )}
          {product.demo && <p className="pr-note">{t('demoNote')}</p>}
        </div>
      </div>
      <h2>{t('fields.introduction')}</h2>
      <RichText html={product.introduction} testId="product-introduction" />
    </div>
  );
}
