import { useLocale, useTranslations } from 'next-intl';
import { paramSuffix } from '@/lib/cloud/param-text';
import type { BagCard } from '@/lib/cloud/contract';
import { useMoney } from '@/components/commerce/money';

/** A test bag's items with quantities and chosen parameters (plain markup, shared by the public list and the review detail). */
export function BagLines({ bag }: { bag: BagCard }) {
  const t = useTranslations('Cloud');
  const locale = useLocale();
  const loose = t as unknown as ((key: string) => string) & { has: (key: string) => boolean };
  const lookup = (key: string) => {
    const k = key.replace(/^Cloud\./, '');
    return loose.has(k) ? loose(k) : null;
  };
  return (
    <ul className="cl-standards" data-testid="bag-lines">
      {bag.items.map((l) => (
        <li key={l.itemId}>
          {l.name} × {l.samples}
          {t(`units.${l.unit}`)}
          {paramSuffix(l.paramDefs, l.params, lookup, locale)}
        </li>
      ))}
    </ul>
  );
}

/** One public test bag: name, type, description, items, reference price and duration. */
export function BagCardView({ bag }: { bag: BagCard }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  return (
    <article className="cl-card" data-testid="bag-card" data-id={bag.id}>
      <h3 className="cl-title">{bag.name}</h3>
      <div className="cl-meta">
        {bag.demo && <span className="tag tag--orange">{t('demo')}</span>}
        <span className="tag tag--blue">{t(`bagTypes.${bag.type}`)}</span>
        <span className="cl-price">{t('bags.refPrice', { price: money(bag.refPriceFen) })}</span>
        <span>{t('bags.refCycle', { count: bag.refCycleDays })}</span>
      </div>
      {bag.description && <p className="cl-note">{bag.description}</p>}
      <BagLines bag={bag} />
    </article>
  );
}
