import { useLocale, useTranslations } from 'next-intl';
import { DataText } from '@/components/ui/data-text';
import type { MaterialDetail } from '@/lib/materials/contract';
import { formatNumber, quantityOfUnit } from '@/lib/materials/units';
import { QuantityValue } from './quantity-value';

/** The units the data sets print physical properties in (a flagged figure is shown as printed). */
const STORED_UNITS: Record<string, string> = { density: 'kg/m³', youngModulus: 'MPa', shearModulus: 'MPa' };

/** Microstructure, heat treatment, physical properties and process parameters of one record (server-rendered). */
export function StructurePanel({ detail }: { detail: MaterialDetail }) {
  const t = useTranslations('MaterialPages.detail');
  const locale = useLocale();
  const { physical } = detail;
  const physicalRows = (
    [
      ['density', physical.density, 'g/cm³'],
      ['youngModulus', physical.youngModulus, 'GPa'],
      ['shearModulus', physical.shearModulus, 'GPa'],
      ['poissonRatio', physical.poissonRatio, ''],
    ] as const
  ).filter(([, v]) => v !== null);
  const flaggedRows = detail.physicalFlagged;
  const empty =
    !detail.microstructure && !detail.heatTreatment && !physicalRows.length && !flaggedRows.length && !detail.process.length && !detail.description;
  if (empty) return <p className="mat-state">{t('noStructure')}</p>;
  return (
    <div className="mat-structure" data-testid="structure-panel">
      {detail.microstructure ? (
        <section>
          <h3 className="mat-card__title">{t('microstructure')}</h3>
          <p className="mat-text-block">{detail.microstructure}</p>
        </section>
      ) : null}
      {detail.heatTreatment ? (
        <section>
          <h3 className="mat-card__title">{t('heatTreatment')}</h3>
          <p className="mat-text-block">{detail.heatTreatment}</p>
        </section>
      ) : null}
      {physicalRows.length || flaggedRows.length ? (
        <section>
          <h3 className="mat-card__title">{t('physical')}</h3>
          <dl className="mat-facts">
            {physicalRows.map(([key, value, unit]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>
                  {formatNumber(value as number, locale)}
                  {unit ? <span className="mat-value__unit"> {unit}</span> : null}
                </dd>
              </div>
            ))}
            {flaggedRows.map((f) => (
              // A figure the import's plausibility gate refused: as printed in the source, with the reason.
              <div key={f.field} className="mat-flagged" data-testid="flagged-value">
                <dt>{t(f.field as 'density')}</dt>
                <dd>
                  {f.raw}
                  {STORED_UNITS[f.field] ? <span className="mat-value__unit"> {STORED_UNITS[f.field]}</span> : null}{' '}
                  <span className="mat-chip__count">
                    <DataText text={f.note} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {detail.process.length ? (
        <section className="mat-structure__section">
          <h3 className="mat-card__title">{t('process')}</h3>
          <dl className="mat-facts">
            {detail.process.map((p) => (
              <div key={p.key}>
                <dt>{p.label}</dt>
                <dd>
                  {typeof p.value === 'number' ? (
                    <QuantityValue quantity={quantityOfUnit(p.unit)} typical={p.value} unit={p.unit} />
                  ) : (
                    `${p.value}${p.unit ? ` ${p.unit}` : ''}`
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {detail.description ? <p className="mat-text-block">{detail.description}</p> : null}
    </div>
  );
}
