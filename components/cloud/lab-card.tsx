import { StoredImage } from '@/components/files/stored-image';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { LabCard } from '@/lib/cloud/contract';
import { useMoney } from '@/components/commerce/money';

export const labHref = (id: number) => `/cloud/testerDetail?id=${id}`;

/** The first character of a name, as a stand-in logo. */
export function LabLogo({ name, url }: { name: string; url: string | null }) {
  return <span className="cl-logo" aria-hidden>{url ? <StoredImage src={url} alt="" /> : [...name][0]}</span>;
}

/** One laboratory in a list: name, place, CMA/CNAS, rating, price and cycle, demo label. */
export function LabCardView({ lab, priceLabel }: { lab: LabCard; priceLabel?: 'item' | 'from' }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  return (
    <article className="cl-card" data-testid="lab-card" data-id={lab.id}>
      <div className="cl-head">
        <LabLogo name={lab.name} url={lab.logoUrl} />
        <div>
          <h3 className="cl-title">
            <NavLink href={labHref(lab.id)}>{lab.name}</NavLink>
          </h3>
          <div className="cl-meta">
            {lab.demo && <span className="tag tag--orange">{t('demo')}</span>}
            {lab.cma && <span className="tag tag--green">CMA</span>}
            {lab.cnas && <span className="tag tag--blue">CNAS</span>}
            <span>{[lab.province, lab.city].filter((p, i, a) => p && a.indexOf(p) === i).join(' · ')}</span>
            <span>{lab.rating === null ? t('lab.noRating') : t('lab.rating', { rating: lab.rating, count: lab.ratingCount })}</span>
            <span>{t('lab.items', { count: lab.itemCount })}</span>
            {lab.priceFen !== null && (
              <span className="cl-price" data-testid="lab-price">
                {priceLabel === 'item' ? money(lab.priceFen) : t('lab.fromPrice', { price: money(lab.priceFen) })}
              </span>
            )}
            {lab.cycleDays !== null && <span data-testid="lab-cycle">{priceLabel === 'item' ? t('workingDays', { count: lab.cycleDays }) : t('lab.fromCycle', { count: lab.cycleDays })}</span>}
          </div>
        </div>
      </div>
    </article>
  );
}
