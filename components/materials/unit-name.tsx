'use client';
import { displayUnit, type Quantity } from '@/lib/materials/units';
import { useUnits } from './unit-context';

/** The unit the reader chose for a quantity ("MPa" or "ksi", "°C" or "°F"), for headers rendered on the server. */
export function UnitName({ quantity }: { quantity: Quantity }) {
  const { units } = useUnits();
  return displayUnit(quantity, units);
}
