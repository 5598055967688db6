import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { DataText } from '@/components/ui/data-text';
import type { LibraryCard } from '@/lib/library/contract';
import { useMoney } from '@/components/commerce/money';
import { itemHref } from '@/lib/library/paths';

/** One result: title, type, format, price or "free", year, standard status, demo label. */
export function LibraryCardView({ item }: { item: LibraryCard }) {
  const t = useTranslations('Library');
  const money = useMoney();
  return (
    <article className="lib-card" data-testid="library-card" data-id={item.id}>
      <h3 className="lib-result__title">
        <NavLink href={itemHref(item)}>
          <DataText text={item.title} />
        </NavLink>
      </h3>
      <div className="lib-result__meta">
        {item.demo && <span className="tag tag--orange">{t('demo')}</span>}
        <span className="tag tag--blue">{item.secondaryTypeName ?? item.primaryTypeName}</span>
        <span className="tag">{t(`formats.${item.format}`)}</span>
        {item.standardStatus && <span className={`tag ${item.standardStatus === 'current' ? 'tag--green' : 'tag--red'}`}>{t(`statuses.${item.standardStatus}`)}</span>}
        {item.expense === 'paid' ? (
          <span className="lib-price" data-testid="card-price">{money(item.priceFen)}</span>
        ) : (
          <span className="lib-price lib-price--free">{t('free')}</span>
        )}
        {item.year && <span>{item.year}</span>}
        {item.downloads > 0 && <span>{t('list.downloads', { count: item.downloads })}</span>}
      </div>
    </article>
  );
}
