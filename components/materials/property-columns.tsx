'use client';
import type { ReactNode } from 'react';
import type { PropertyRow } from '@/lib/materials/contract';
import type { UnitChoice } from '@/lib/materials/units';
import { displayUnit } from '@/lib/materials/units';
import { yieldTypeCode } from '@/lib/materials/yield-type';
import { DataText } from '@/components/ui/data-text';
import { QuantityValue } from './quantity-value';
import { SourceCell } from './source-cell';

type T = (key: string, values?: Record<string, string | number>) => string;
/** One column of the property table: its header, its cell and whether a row has data for it. */
export interface PropertyColumn {
  key: string;
  title: string;
  /** The least width of the column in px (the table scrolls sideways on narrow screens). */
  width: number;
  render: (r: PropertyRow) => ReactNode;
}
type Col = PropertyColumn & { has: (r: PropertyRow) => boolean };

const present = (...v: unknown[]) => v.some((x) => x !== null && x !== undefined && x !== '');
// The source's own wording ("thickness bands as listed") is data in its language, labelled when not the page's (issue 29 item 6).
const text = (v: string | null) => (v ? <DataText text={v} /> : <span className="mat-empty-value">—</span>);

/** A value the import's plausibility gate kept as text only: the source's text and the note, never a number. */
function flaggedCell(r: PropertyRow, field: string): ReactNode | null {
  const f = r.flagged.find((x) => x.field === field);
  if (!f) return null;
  return (
    <span className="mat-flagged" data-testid="flagged-value" title={f.note}>
      {f.raw ?? '—'}
      <span className="mat-chip__count mat-flagged__note"> <DataText text={f.note} /></span>
    </span>
  );
}
/** The yield symbol in the page's language ("ReH 上屈服强度"), or the source's wording as data. */
function yieldTypeLabel(t: T, raw: string): ReactNode {
  const code = yieldTypeCode(raw);
  return code ? t(`yieldTypes.${code}`) : <DataText text={raw} />;
}
const flagged = (r: PropertyRow, field: string) => r.flagged.some((x) => x.field === field);

/**
 * Columns of the mechanical property table (spec section 3 "mechanical property"). A column only
 * appears when some row has data for it; strengths and temperatures follow the unit switch.
 */
export function propertyColumns(t: T, rows: PropertyRow[], units: UnitChoice): PropertyColumn[] {
  const s = displayUnit('strength', units);
  const deg = displayUnit('temperature', units);
  const len = displayUnit('length', units);
  const cols: Col[] = [
    { title: t('columns.shape'), key: 'shape', width: 110, has: (r) => present(r.shape), render: (r) => text(r.shapeLabel ?? r.shape) },
    { title: t('columns.delivery'), key: 'delivery', width: 120, has: (r) => present(r.deliveryState), render: (r) => text(r.deliveryLabel ?? r.deliveryState) },
    {
      title: `${t('columns.thickness')} (${len})`,
      key: 'thickness',
      width: 120,
      has: (r) => present(r.thicknessMin, r.thicknessMax, r.thicknessRaw),
      render: (r) =>
        r.thicknessMin !== null || r.thicknessMax !== null ? (
          <QuantityValue quantity="length" min={r.thicknessMin} max={r.thicknessMax} bare />
        ) : (
          text(r.thicknessRaw)
        ),
    },
    { title: t('columns.gaugeLength'), key: 'gaugeLength', width: 100, has: (r) => present(r.gaugeLength), render: (r) => text(r.gaugeLength) },
    { title: t('columns.direction'), key: 'direction', width: 90, has: (r) => present(r.direction), render: (r) => text(r.directionLabel ?? r.direction) },
    {
      title: `${t('columns.testTemperature')} (${deg})`,
      key: 'testTemperature',
      width: 120,
      has: (r) => present(r.testTemperature),
      render: (r) => <QuantityValue quantity="temperature" typical={r.testTemperature} bare />,
    },
    {
      title: `${t('columns.tensile')} (${s})`,
      key: 'tensile',
      width: 140,
      has: (r) => present(r.tensileMin, r.tensileMax, r.tensileRaw) || flagged(r, 'tensile'),
      render: (r) => flaggedCell(r, 'tensile') ?? (present(r.tensileMin, r.tensileMax) ? <QuantityValue quantity="strength" min={r.tensileMin} max={r.tensileMax} bare /> : text(r.tensileRaw)),
    },
    {
      title: `${t('columns.yield')} (${s})`,
      key: 'yield',
      width: 140,
      has: (r) => present(r.yieldMin, r.yieldMax, r.yieldRaw) || flagged(r, 'yield'),
      render: (r) => (
        <span>
          {flaggedCell(r, 'yield') ?? (present(r.yieldMin, r.yieldMax) ? <QuantityValue quantity="strength" min={r.yieldMin} max={r.yieldMax} bare /> : text(r.yieldRaw))}
          {r.yieldType ? <span className="mat-chip__count"> {yieldTypeLabel(t, r.yieldType)}</span> : null}
        </span>
      ),
    },
    {
      title: t('columns.elongation'),
      key: 'elongation',
      width: 110,
      has: (r) => present(r.elongationMin, r.elongationMax, r.elongationRaw) || flagged(r, 'elongation'),
      render: (r) =>
        flaggedCell(r, 'elongation') ??
        (present(r.elongationMin, r.elongationMax) ? <QuantityValue quantity="other" min={r.elongationMin} max={r.elongationMax} bare /> : text(r.elongationRaw)),
    },
    {
      title: t('columns.reduction'),
      key: 'reduction',
      width: 110,
      has: (r) => present(r.reductionMin, r.reductionRaw) || flagged(r, 'reduction'),
      render: (r) => flaggedCell(r, 'reduction') ?? (present(r.reductionMin) ? <QuantityValue quantity="other" min={r.reductionMin} bare /> : text(r.reductionRaw)),
    },
    {
      title: t('columns.impact'),
      key: 'impact',
      width: 150,
      has: (r) => present(r.impactEnergy, r.impactRaw) || flagged(r, 'impact'),
      render: (r) => (
        <span>
          {flaggedCell(r, 'impact') ?? (present(r.impactEnergy) ? <QuantityValue quantity="energy" min={r.impactEnergy} /> : text(r.impactRaw))}
          {present(r.impactTemperature) ? (
            <span className="mat-chip__count">
              {' @ '}
              <QuantityValue quantity="temperature" typical={r.impactTemperature} />
            </span>
          ) : null}
          {r.impactNotch ? <span className="mat-chip__count"> {r.impactNotch}</span> : null}
        </span>
      ),
    },
    {
      title: t('columns.hardness'),
      key: 'hardness',
      width: 110,
      has: (r) => present(r.hardnessValue, r.hardnessRaw) || flagged(r, 'hardness'),
      render: (r) => flaggedCell(r, 'hardness') ?? (present(r.hardnessValue) ? <QuantityValue quantity="other" typical={r.hardnessValue} unit={r.hardnessScale} /> : text(r.hardnessRaw)),
    },
    {
      title: `${t('columns.fatigue')} (${s})`,
      key: 'fatigue',
      width: 120,
      has: (r) => present(r.fatigueStrength) || flagged(r, 'fatigue'),
      render: (r) => flaggedCell(r, 'fatigue') ?? <QuantityValue quantity="strength" typical={r.fatigueStrength} bare />,
    },
    {
      title: `${t('columns.fracture')} (${s})`,
      key: 'fracture',
      width: 120,
      has: (r) => present(r.fractureStrength) || flagged(r, 'fracture'),
      render: (r) => flaggedCell(r, 'fracture') ?? <QuantityValue quantity="strength" typical={r.fractureStrength} bare />,
    },
    {
      title: t('columns.bend'),
      key: 'bend',
      width: 130,
      has: (r) => present(r.bendAngle, r.bendRadius),
      render: (r) => [r.bendAngle, r.bendRadius].filter(Boolean).join(' / '),
    },
    { title: t('columns.remarks'), key: 'remarks', width: 180, has: (r) => present(r.remarks), render: (r) => text(r.remarks) },
    { title: t('columns.valueType'), key: 'valueType', width: 110, has: () => true, render: (r) => r.valueTypeLabel },
    {
      title: t('columns.source'),
      key: 'source',
      width: 200,
      has: () => true,
      render: (r) => <SourceCell {...r.source} />,
    },
  ];
  return cols.filter((c) => rows.some(c.has)).map(({ has: _has, ...c }) => c);
}
