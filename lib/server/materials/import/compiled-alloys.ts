import 'server-only';
import { readCsv } from '../csv';
import { aluminiumCategory, parseStandard, temperState } from '../classify';
import { slugify } from '@/lib/materials/text';
import { parseHardness } from '@/lib/materials/values';
import { conditionRows } from './conditions';
import { DATASET_BY_CODE } from './datasets';
import { readSourceUrls, specElements, text, urlsFor } from './helpers';
import { SkipLog, type DatasetImport, type ImportRecord } from './types';

const CODE = 'compiled_aluminium_alloys';
const FOLDER = 'compiled_aluminium_alloys';
const ELEMENTS: [string, string][] = [
  ['Si', 'Si'], ['Fe', 'Fe'], ['Cu', 'Cu'], ['Mn', 'Mn'], ['Mg', 'Mg'], ['Cr', 'Cr'], ['Zn', 'Zn'], ['Ti', 'Ti'], ['Zr', 'Zr'], ['V', 'V'],
  ['others_each', 'othersEach'], ['others_total', 'othersTotal'], ['Al', 'Al'],
];

/** compiled_aluminium_alloys: 26 composition records; the 41 temper rows become their property rows. */
export function readCompiledAlloys(): DatasetImport {
  const meta = DATASET_BY_CODE.get(CODE)!;
  const { urls, rows: sourceRows } = readSourceUrls(FOLDER);
  const comp = readCsv(FOLDER, 'aluminium_alloys_composition.csv');
  const compLog = new SkipLog();
  const records: ImportRecord[] = [];
  const byAlloy = new Map<string, ImportRecord>();
  for (const { rowNumber, values: v } of comp.rows) {
    if (!v.alloy) {
      compLog.skip('no alloy designation', rowNumber);
      continue;
    }
    const aliases = [v.gb_designation, v.gb_old_designation, v.uns, v.en_aw, v.iso_chemical, v.jis]
      .map((a) => (a ?? '').replace(/\(.*?\)/g, '').trim())
      .filter((a) => a && a !== v.alloy);
    const elements = specElements(v, ELEMENTS);
    if (v.other_elements) elements.push({ element: 'others', raw: v.other_elements, min: null, max: null, typical: null });
    const standard = parseStandard(v.composition_standard);
    const isGb = /^\dA\d\d/.test(v.alloy);
    const record: ImportRecord = {
      naturalKey: `${CODE}:${v.alloy_id}`,
      slug: `${slugify(v.alloy)}-${v.alloy_id.toLowerCase()}`,
      family: 'alloy',
      grade: v.alloy,
      aliases: [...new Set(aliases)],
      category: aluminiumCategory(v.alloy),
      categoryText: text(v.series),
      standard,
      standardSystem: isGb ? 'GB' : 'AA',
      standardText: text(v.composition_standard),
      deliveryState: null,
      sourceRow: rowNumber,
      sourceRef: v.alloy_id,
      citation: meta.citation,
      sourceUrls: urlsFor(v.source_ids, urls),
      confidence: text(v.confidence),
      notes: text(v.notes),
      elements,
      properties: [],
    };
    records.push(record);
    byAlloy.set(v.alloy, record);
  }

  const props = readCsv(FOLDER, 'aluminium_alloys_properties.csv');
  const propLog = new SkipLog();
  for (const { rowNumber, values: v } of props.rows) {
    const record = byAlloy.get(v.alloy);
    if (!record) {
      propLog.skip('alloy has no composition record', rowNumber);
      continue;
    }
    // Values with a condition of their own (`12 (0.25-1.25 mm); 17 (1.26-3.0 mm)`, `A11.3 >=6`) are rows of their own.
    const { main, rows } = conditionRows([['tensile', v.Rm_MPa], ['yield', v.Rp02_MPa], ['elongation', v.A_pct]]);
    const hb = parseHardness(v.hardness);
    const typical = v.value_type === 'typical';
    const base = {
      valueType: typical ? ('typical' as const) : ('specified' as const),
      shape: text(v.product_form),
      deliveryState: text(v.temper),
      yieldType: 'Rp0.2',
      remarks: [v.standard_basis, v.notes].filter(Boolean).join('; ') || null,
      sourceRow: rowNumber,
      sourceFile: 'aluminium_alloys_properties.csv',
      sourceRef: v.prop_id,
      citation: urlsFor(v.source_ids, urls).join(' ') || null,
    };
    record.properties.push({
      ...base,
      thicknessRaw: text(v.thickness_or_size),
      ...main,
      gaugeLength: main.elongationRaw ? (main.gaugeLength ?? text(v.A_gauge)) : null,
      hardnessValue: hb?.value ?? null,
      hardnessScale: hb?.scale ?? null,
      hardnessRaw: text(v.hardness),
    });
    for (const r of rows) record.properties.push({ ...base, ...r, gaugeLength: r.gaugeLength ?? (r.elongationRaw ? text(v.A_gauge) : null) });
    const temper = v.temper.split(/[\s/,(]/)[0];
    if (temper && /^[OHTFW]/.test(temper)) {
      const alias = `${v.alloy}-${temper}`;
      if (!record.aliases.includes(alias)) record.aliases.push(alias);
      record.deliveryState ??= temperState(temper);
    }
  }
  return {
    code: CODE,
    records,
    equivalents: [],
    files: [
      compLog.report('aluminium_alloys_composition.csv', comp.rows.length, 'material records'),
      propLog.report('aluminium_alloys_properties.csv', props.rows.length, 'property rows of the composition records'),
      new SkipLog().report('sources.csv', sourceRows, 'source URLs cited by records'),
    ],
  };
}
