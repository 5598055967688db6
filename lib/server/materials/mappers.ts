import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { CompositionRow, PropertyRow, SourceRef } from '@/lib/materials/contract';
import type { FlaggedField } from '@/lib/materials/types';
import type { ValueFlags } from '@/lib/server/db/schema/materials';
import type { materialElements, materialProperties } from '@/lib/server/db/schema';
import { isRemarkCode, relationCode, shapeCodes } from '@/lib/materials/data-labels';
import { deliveryState } from './classify';
import { compareElements } from '@/lib/elements';

type ElementRow = typeof materialElements.$inferSelect;
type PropRow = typeof materialProperties.$inferSelect;

export function compositionRows(rows: ElementRow[], locale: Locale): CompositionRow[] {
  return [...rows]
    .sort((a, b) => compareElements(a.element, b.element))
    .map((e) => ({
      element: e.element,
      label: translate(locale, `Materials.elements.${e.element}`),
      raw: e.raw,
      min: e.minValue,
      max: e.maxValue,
      typical: e.typicalValue,
      unit: e.unit === 'ppm' ? 'ppm' : 'wt%',
      note: e.note,
      rule: e.rule,
      flagged: e.flag ? flagNote(e.flag, locale) : null,
    }));
}

/** "As printed in the source, not used for search: <reason>" in the caller's language. */
export function flagNote(reason: string, locale: Locale): string {
  return translate(locale, 'Materials.valueFlags.note', { reason: translate(locale, `Materials.valueFlags.reasons.${reason}`) });
}

/** The fields of a row or record the plausibility gate kept as text only, with their notes. */
export function flaggedFields(flags: ValueFlags | null | undefined, locale: Locale): FlaggedField[] {
  return Object.entries(flags ?? {}).map(([field, f]) => ({ field, raw: f.raw, note: flagNote(f.reason, locale) }));
}

export function propertyRow(p: PropRow, base: Omit<SourceRef, 'sourceRow' | 'sourceRef'>, locale: Locale): PropertyRow {
  return {
    seq: p.seq,
    shape: p.shape,
    shapeLabel: shapeLabel(p.shape, locale),
    deliveryState: p.deliveryState,
    deliveryLabel: deliveryLabel(p.deliveryState, locale),
    valueType: p.valueType as PropertyRow['valueType'],
    valueTypeLabel: translate(locale, `Materials.valueTypes.${p.valueType}`),
    thicknessMin: p.thicknessMin,
    thicknessMax: p.thicknessMax,
    thicknessRaw: p.thicknessRaw,
    gaugeLength: p.gaugeLength,
    direction: p.direction === 'L' || p.direction === 'T' ? p.direction : null,
    directionLabel: p.direction === 'L' || p.direction === 'T' ? translate(locale, `Materials.valueFlags.directions.${p.direction}`) : null,
    testTemperature: p.testTemperature,
    tensileMin: p.tensileMin,
    tensileMax: p.tensileMax,
    tensileRaw: p.tensileRaw,
    yieldMin: p.yieldMin,
    yieldMax: p.yieldMax,
    yieldRaw: p.yieldRaw,
    yieldType: p.yieldType,
    elongationMin: p.elongationMin,
    elongationMax: p.elongationMax,
    elongationRaw: p.elongationRaw,
    reductionMin: p.reductionMin,
    reductionRaw: p.reductionRaw,
    impactEnergy: p.impactEnergy,
    impactRaw: p.impactRaw,
    impactTemperature: p.impactTemperature,
    impactNotch: p.impactNotch,
    hardnessValue: p.hardnessValue,
    hardnessScale: p.hardnessScale,
    hardnessRaw: p.hardnessRaw,
    fatigueStrength: p.fatigueStrength,
    fractureStrength: p.fractureStrength,
    bendAngle: p.bendAngle,
    bendRadius: p.bendRadius,
    remarks: isRemarkCode(p.remarks) ? translate(locale, `Materials.dataLabels.remarks.${p.remarks}`) : p.remarks,
    flagged: flaggedFields(p.flags, locale),
    source: { ...base, sourceRow: p.sourceRow, sourceRef: p.sourceRef, citation: p.citation ?? base.citation },
  };
}

/**
 * The label of a delivery state: a stored code (asRolled) or the source's wording read into one
 * ("hot rolled (AR)" → asRolled) by the one classifier; null without a state.
 */
export function deliveryLabel(stateOrText: string | null | undefined, locale: Locale): string | null {
  if (!stateOrText?.trim()) return null;
  const key = `Materials.deliveryStates.${stateOrText}`;
  const asCode = translate(locale, key);
  if (asCode !== key) return asCode;
  return translate(locale, `Materials.deliveryStates.${deliveryState(stateOrText) ?? 'other'}`);
}

/** "sheet/plate" → "板材/厚板"; wording that is no known shape stays as the source states it. */
export function shapeLabel(text: string | null | undefined, locale: Locale): string | null {
  const codes = shapeCodes(text);
  if (codes === null) return text ?? null;
  return codes.length ? codes.map((c) => translate(locale, `Materials.dataLabels.shapes.${c}`)).join(' / ') : null;
}

export function relationLabel(text: string | null | undefined, locale: Locale): string | null {
  const code = relationCode(text);
  return code ? translate(locale, `Materials.dataLabels.relations.${code}`) : null;
}

/** A data set's licence in the caller's language (Materials.dataLabels.licenses), else as registered. */
export function licenseLabel(datasetCode: string, license: string | null, locale: Locale): string | null {
  const key = `Materials.dataLabels.licenses.${datasetCode}`;
  const label = translate(locale, key);
  return label === key ? license : label;
}

/** Units of the process items (labels in Materials.process, units in Materials.units). */
export const PROCESS_UNITS: Record<string, string> = {
  normalizingTemperature: 'celsius', quenchingTemperature: 'celsius', temperingTemperature: 'celsius',
  throughHardeningTemperature: 'celsius', carburizingTemperature: 'celsius', diffusionTemperature: 'celsius',
  quenchMediaTemperature: 'celsius', interpassTemperature: 'celsius', pwhtTemperature: 'celsius', fatt50: 'celsius',
  solutionTemperature: 'celsius', ageingTemperature: 'celsius', throughHardeningTime: 'minutes', carburizingTime: 'minutes',
  diffusionTime: 'minutes', temperingTime: 'minutes', throughHardeningCoolingRate: 'celsiusPerHour', temperingCoolingRate: 'celsiusPerHour',
  pwhtTime: 'hours', ageingTime: 'hours', current: 'A', voltage: 'V', heatInput: 'kJPerMm', primaryFerrite: 'percent',
  ferriteSecondPhase: 'percent', acicularFerrite: 'percent', martensite: 'percent', ferriteCarbide: 'percent',
  inclusionsDeformed: 'percent', inclusionsDiscontinuous: 'percent', inclusionsIsolated: 'percent', pH: 'MPa',
};
