'use client';
import { Segmented } from 'antd';
import '@/styles/antd/segmented.css';
import { useTranslations } from 'next-intl';
import { useUnits } from './unit-context';

/** Two toggles, MPa/ksi and °C/°F; every strength and temperature on the page follows them. */
export function UnitSwitch() {
  const t = useTranslations('MaterialPages.units');
  const { units, setUnits } = useUnits();
  return (
    <div className="mat-unit-switch" role="group" aria-label={t('label')}>
      <span className="mat-unit-switch__label">{t('label')}</span>
      <Segmented
        size="small"
        aria-label={t('strength')}
        data-testid="unit-strength"
        value={units.strength}
        options={[
          { label: 'MPa', value: 'MPa' },
          { label: 'ksi', value: 'ksi' },
        ]}
        onChange={(v) => setUnits({ ...units, strength: v as 'MPa' | 'ksi' })}
      />
      <Segmented
        size="small"
        aria-label={t('temperature')}
        data-testid="unit-temperature"
        value={units.temperature}
        options={[
          { label: '°C', value: 'C' },
          { label: '°F', value: 'F' },
        ]}
        onChange={(v) => setUnits({ ...units, temperature: v as 'C' | 'F' })}
      />
    </div>
  );
}
