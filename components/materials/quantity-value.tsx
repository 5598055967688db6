'use client';
import { useLocale } from 'next-intl';
import { displayUnit, formatValueSpec, type Quantity, type ValueSpec } from '@/lib/materials/units';
import { useUnits } from './unit-context';

interface Props extends ValueSpec {
  quantity: Quantity;
  /** The stored unit, shown for quantities the switch does not convert (%, J, HBW...). */
  unit?: string | null;
  /** Hide the unit (when the column header already names it). */
  bare?: boolean;
}

/** One number with its unit, converted to the reader's MPa/ksi and °C/°F choice. */
export function QuantityValue({ quantity, unit, bare, min, max, typical }: Props) {
  const locale = useLocale();
  const { units } = useUnits();
  const text = formatValueSpec({ min, max, typical }, quantity, units, locale);
  if (text === null) return <span className="mat-empty-value">—</span>;
  const label = displayUnit(quantity, units, unit);
  return (
    <span className="mat-value" data-quantity={quantity}>
      {text}
      {!bare && label ? <span className="mat-value__unit"> {label}</span> : null}
    </span>
  );
}
