'use client';
import { useTranslations } from 'next-intl';
import type { StrengthUnit, TemperatureUnit } from '@/lib/materials/units';
import { useUnits } from './unit-context';

const STRENGTH: { value: StrengthUnit; label: string }[] = [
  { value: 'MPa', label: 'MPa' },
  { value: 'ksi', label: 'ksi' },
];
const TEMPERATURE: { value: TemperatureUnit; label: string }[] = [
  { value: 'C', label: '°C' },
  { value: 'F', label: '°F' },
];

/** Two toggles, MPa/ksi and °C/°F; every strength and temperature on the page follows them. */
export function UnitSwitch() {
  const t = useTranslations('MaterialPages.units');
  const { units, setUnits } = useUnits();
  const segmented = <V extends string>(testId: string, label: string, options: { value: V; label: string }[], value: V, pick: (v: V) => void) => (
    <div className="mat-segmented" role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button key={o.value} type="button" className="mat-segmented__item" aria-pressed={o.value === value} onClick={() => o.value !== value && pick(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
  return (
    <div className="mat-unit-switch" role="group" aria-label={t('label')}>
      <span className="mat-unit-switch__label" aria-hidden="true">
        {t('label')}
      </span>
      {segmented('unit-strength', t('strength'), STRENGTH, units.strength, (strength) => setUnits({ ...units, strength }))}
      {segmented('unit-temperature', t('temperature'), TEMPERATURE, units.temperature, (temperature) => setUnits({ ...units, temperature }))}
    </div>
  );
}
