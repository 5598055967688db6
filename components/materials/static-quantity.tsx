import { useLocale } from 'next-intl';
import { DEFAULT_UNITS, displayUnit, formatValueSpec, type Quantity, type UnitChoice, type ValueSpec } from '@/lib/materials/units';

/** The unit choice that shows the other unit of a converted quantity (ksi, °F). */
const ALTERNATE: UnitChoice = { strength: 'ksi', temperature: 'F' };

/** Class names the unit switch's root attributes show or hide (materials.css, `unitRootAttributes`). */
const CLASS: Record<Exclude<Quantity, 'other'>, { base: string; alt: string }> = {
  strength: { base: 'u-s-base', alt: 'u-s-alt' },
  temperature: { base: 'u-t-base', alt: 'u-t-alt' },
  // ft·lbf and inch follow the strength switch (lib/materials/units.ts).
  energy: { base: 'u-s-base', alt: 'u-s-alt' },
  length: { base: 'u-s-base', alt: 'u-s-alt' },
};

interface Props extends ValueSpec {
  quantity: Quantity;
  /** Hide the unit (when the column header already names it). */
  bare?: boolean;
}

/**
 * A value rendered on the server in both units (MPa and ksi, °C and °F); the reader's choice,
 * set as attributes of <html> by the unit switch, shows one of them by CSS. Used for lists of
 * many values (the search results), where a client component per value would cost hydration
 * time; `QuantityValue` is the client version for the detail pages' interactive tables.
 */
export function StaticQuantity({ quantity, bare, min, max, typical }: Props) {
  const locale = useLocale();
  const spec = { min, max, typical };
  const base = formatValueSpec(spec, quantity, DEFAULT_UNITS, locale);
  if (base === null) return <span className="mat-empty-value">—</span>;
  if (quantity === 'other') return <span className="mat-value">{base}</span>;
  const alt = formatValueSpec(spec, quantity, ALTERNATE, locale);
  const cls = CLASS[quantity];
  const unit = (units: UnitChoice) => (bare ? null : <span className="mat-value__unit"> {displayUnit(quantity, units)}</span>);
  return (
    <span className="mat-value" data-quantity={quantity}>
      <span className={cls.base}>
        {base}
        {unit(DEFAULT_UNITS)}
      </span>
      <span className={cls.alt}>
        {alt}
        {unit(ALTERNATE)}
      </span>
    </span>
  );
}

/** A unit label in both units (a column header rendered on the server), shown by the same rule. */
export function StaticUnit({ quantity }: { quantity: Exclude<Quantity, 'other'> }) {
  const cls = CLASS[quantity];
  return (
    <>
      <span className={cls.base}>{displayUnit(quantity, DEFAULT_UNITS)}</span>
      <span className={cls.alt}>{displayUnit(quantity, ALTERNATE)}</span>
    </>
  );
}
