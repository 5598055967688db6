import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { ProductCard } from '@/lib/products/contract';
import { ProductCardView } from '../product-card';

/** The newest approved recommended products, as a block of another page (/cloud/cloudHomepage). Nothing when there are none. */
export function NewestProducts({ products }: { products: ProductCard[] }) {
  const t = useTranslations('Products.home');
  if (!products.length) return null;
  return (
    <section className="page pr-home" data-testid="newest-products">
      <h2 className="section-title">{t('title')}</h2>
      <ul className="pr-grid">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCardView product={p} />
          </li>
        ))}
      </ul>
      <p>
        <NavLink href="/cloud/recommendedProduct">{t('more')} →</NavLink>
      </p>
    </section>
  );
}
