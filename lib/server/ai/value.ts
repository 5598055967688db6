import 'server-only';
import type { Citation } from '@/lib/ai/contract';
import type { ParsedQuestion, PropertyKey } from '@/lib/ai/intent';
import { formatLimit, formatNumber } from '@/lib/materials/units';
import { materialPropertyRows, type MaterialPropertyRow } from '@/lib/server/materials/rows';
import type { IntelRecord } from '@/lib/server/intelligence/records';
import { SHOWN_PROPERTIES, UNIT, bandText } from './compose';
import type { EngineAnswer, EngineContext } from './engine';
import { materialCitation } from './tools';

type Row = MaterialPropertyRow;

/** The columns of one property in a material_properties row: its bounds and the source's own text. */
const COLUMNS: Record<PropertyKey, (r: Row) => { min: number | null; max: number | null; raw: string | null }> = {
  yield: (r) => ({ min: r.yieldMin, max: r.yieldMax, raw: r.yieldRaw }),
  tensile: (r) => ({ min: r.tensileMin, max: r.tensileMax, raw: r.tensileRaw }),
  elongation: (r) => ({ min: r.elongationMin, max: r.elongationMax, raw: r.elongationRaw }),
  impact: (r) => ({ min: r.impactEnergy, max: null, raw: r.impactRaw }),
  hardness: (r) => ({ min: null, max: r.hardnessValue, raw: r.hardnessRaw }),
};

const hasThickness = (r: Row) => r.thicknessMin !== null || r.thicknessMax !== null;

/**
 * "What is the tensile strength of S355JR?" (issue 47): the value the grade's record states for that
 * property, with its conditions: one line per thickness band where the standard prints bands, else
 * the row's value; the impact energy with its test temperature and direction as the source states
 * them; the delivery state. Only that record is cited.
 */
export async function valueAnswer(r: IntelRecord, parsed: ParsedQuestion, ctx: EngineContext): Promise<EngineAnswer> {
  const property = parsed.property!;
  const rows = await materialPropertyRows(ctx.db, r.numericId);
  const stated = rows.filter((row) => row.valueType === 'specified' || rows.every((x) => x.valueType !== 'specified'));
  const withValue = stated.filter((row) => {
    const v = COLUMNS[property](row);
    return v.min !== null || v.max !== null;
  });
  const label = ctx.t(`Intelligence.properties.${property}`);
  const citations: Citation[] = [materialCitation(r)];
  const standard = r.standard ?? r.system;
  if (!withValue.length) {
    return { intent: 'value', text: [ctx.t('Ai.answer.noPropertyValue', { grade: r.grade, property: label, standard }), heldLine(r, ctx)].join('\n'), citations, chart: null, suggestions: [ctx.t('Ai.suggest.properties', { grade: r.grade })] };
  }
  // Thinnest band first, as the standards' tables read.
  const banded = withValue.filter(hasThickness).sort((a, b) => (a.thicknessMin ?? -1) - (b.thicknessMin ?? -1) || (a.thicknessMax ?? Infinity) - (b.thicknessMax ?? Infinity));
  const shown = banded.length ? banded : withValue;
  const lines = shown.map((row) => {
    const v = COLUMNS[property](row);
    const value = `${formatLimit({ min: v.min, max: v.max }, ctx.locale)} ${property === 'hardness' ? (row.hardnessScale ?? UNIT.hardness) : UNIT[property]}`;
    const where = hasThickness(row) ? ctx.t('Ai.answer.valueBand', { band: bandText(row.thicknessRaw, row.thicknessMin, row.thicknessMax), value }) : value;
    const source = property === 'impact' || property === 'hardness' ? v.raw : null;
    const temp = property === 'impact' && row.impactTemperature !== null ? ctx.t('Ai.answer.valueTemperature', { temperature: row.impactTemperature }) : '';
    const dir = row.direction ? ctx.t('Ai.answer.valueDirection', { direction: row.direction }) : '';
    return `• ${where}${temp}${dir}${source ? ctx.t('Ai.answer.valueAsPrinted', { raw: source }) : ''}`;
  });
  const state = shown.find((row) => row.deliveryState)?.deliveryState;
  const head = ctx.t(banded.length ? 'Ai.answer.valueHeadBanded' : 'Ai.answer.valueHead', { grade: r.grade, property: label, standard });
  return {
    intent: 'value',
    text: [head, ...lines, ...(state ? [ctx.t('Ai.answer.valueState', { state })] : []), ctx.t('Ai.answer.verify')].join('\n'),
    citations,
    chart: null,
    suggestions: [ctx.t('Ai.suggest.properties', { grade: r.grade }), ctx.t('Ai.suggest.equivalent', { grade: r.grade })],
  };
}

/** What the record holds, by name: the properties it states a value for. */
function heldLine(r: IntelRecord, ctx: EngineContext): string {
  const held = SHOWN_PROPERTIES.filter((k) => (k === 'impact' ? r.impact : r.properties[k])).map((k) => ctx.t(`Intelligence.properties.${k}`));
  const hasComposition = Object.keys(r.rawElements).length > 0;
  const list = [...held, ...(hasComposition ? [ctx.t('Ai.answer.compositionWord')] : [])];
  return list.length ? ctx.t('Ai.answer.holds', { grade: r.grade, list: list.join(ctx.locale === 'zh' ? '、' : ', ') }) : ctx.t('Ai.answer.holdsNothing', { grade: r.grade });
}

/**
 * A question for data no record holds (fatigue at N cycles, creep, corrosion, seawater, fracture
 * toughness…): said so in the question's language, with what the portal does hold for the grade it
 * names, by name and without values. Only a record that was read for that list is cited. Fatigue
 * strengths are held for the measured specimens of the NIMS fatigue data sets: a question about one
 * of those (and nothing else unheld) is answered with its record's values.
 */
export async function unsupportedAnswer(r: IntelRecord | null, parsed: ParsedQuestion, ctx: EngineContext): Promise<EngineAnswer> {
  if (r && parsed.unsupported.length === 1 && parsed.unsupported[0] === 'fatigue') {
    const rows = await materialPropertyRows(ctx.db, r.numericId, 'fatigue');
    if (rows.length) {
      const lines = rows.slice(0, 10).map((row) => `• ${formatNumber(row.fatigueStrength!, ctx.locale)} MPa${row.remarks ? ctx.t('Ai.answer.valueAsPrinted', { raw: row.remarks }) : ''}`);
      return { intent: 'value', text: [ctx.t('Ai.answer.fatigueHead', { grade: r.grade, count: rows.length }), ...lines, ctx.t('Ai.answer.verify')].join('\n'), citations: [materialCitation(r)], chart: null, suggestions: [] };
    }
  }
  const asked = parsed.unsupported.map((u) => ctx.t(`Ai.unsupported.${u}`)).join(ctx.locale === 'zh' ? '、' : ', ');
  const lines = [r ? ctx.t('Ai.answer.unsupported', { asked, grade: r.grade }) : ctx.t('Ai.answer.unsupportedAny', { asked })];
  if (r) lines.push(heldLine(r, ctx));
  else lines.push(ctx.t('Ai.answer.unsupportedWhat'));
  return { intent: 'unsupported', text: lines.join('\n'), citations: r ? [materialCitation(r)] : [], chart: null, suggestions: r ? [ctx.t('Ai.suggest.properties', { grade: r.grade })] : [] };
}
