'use client';
import { displayUnit } from '@/lib/materials/units';
import { useUnits } from './unit-context';

/** The strength unit the reader chose (MPa or ksi), for a column header rendered on the server. */
export function StrengthUnit() {
  const { units } = useUnits();
  return <>{displayUnit('strength', units)}</>;
}
