import 'server-only';

/**
 * The library's type tree and the facts the seed may state about standards. Titles are only those
 * the issuer publishes for that number (GB titles as printed on the standard; ASTM, EN and JIS
 * titles as in their catalogues); a number not listed here keeps an empty title and shows its code.
 * docs/LIBRARY.md lists them with their source.
 */

export const LIBRARY_TYPES: { code: string; parent: string | null; zh: string; en: string; sort: number }[] = [
  { code: 'standard', parent: null, zh: '标准', en: 'Standards', sort: 1 },
  { code: 'standard-gb', parent: 'standard', zh: '国家标准', en: 'Chinese national standards', sort: 1 },
  { code: 'standard-foreign', parent: 'standard', zh: '国外及国际标准', en: 'Foreign and international standards', sort: 2 },
  { code: 'data', parent: null, zh: '数据资料', en: 'Data', sort: 2 },
  { code: 'data-set', parent: 'data', zh: '参考数据集', en: 'Reference data sets', sort: 1 },
  { code: 'data-compilation', parent: 'data', zh: '牌号数据汇编', en: 'Grade data compilations', sort: 2 },
  { code: 'method', parent: null, zh: '方法说明', en: 'Method notes', sort: 3 },
  { code: 'method-note', parent: 'method', zh: '平台方法说明', en: 'Portal method notes', sort: 1 },
  { code: 'book', parent: null, zh: '图书', en: 'Books', sort: 4 },
  { code: 'book-handbook', parent: 'book', zh: '手册与指南', en: 'Handbooks and guides', sort: 1 },
];

/** Published titles by the code without its year (lib/library/standard-code.ts `base`). */
export const STANDARD_TITLES: Record<string, { zh: string | null; en: string }> = {
  'GB/T 700': { zh: '碳素结构钢', en: 'Carbon structural steels' },
  'GB/T 1591': { zh: '低合金高强度结构钢', en: 'High strength low alloy structural steels' },
  'GB/T 699': { zh: '优质碳素结构钢', en: 'Quality carbon structure steels' },
  'GB/T 3077': { zh: '合金结构钢', en: 'Alloy structure steels' },
  'GB/T 1222': { zh: '弹簧钢', en: 'Spring steels' },
  'GB/T 18254': { zh: '高碳铬轴承钢', en: 'High-carbon chromium bearing steels' },
  'GB/T 4171': { zh: '耐候结构钢', en: 'Atmospheric corrosion resisting structural steel' },
  'GB/T 1499.2': { zh: '钢筋混凝土用钢 第2部分：热轧带肋钢筋', en: 'Steel for the reinforcement of concrete - Part 2: Hot rolled ribbed bars' },
  'GB/T 20878': { zh: '不锈钢和耐热钢 牌号及化学成分', en: 'Stainless and heat-resisting steels - Designation and chemical composition' },
  'GB/T 1220': { zh: '不锈钢棒', en: 'Stainless steel bars' },
  'GB/T 1299': { zh: '工模具钢', en: 'Tool and mould steels' },
  'GB/T 3280': { zh: '不锈钢冷轧钢板和钢带', en: 'Cold rolled stainless steel plate, sheet and strip' },
  'ASTM A36/A36M': { zh: null, en: 'Standard Specification for Carbon Structural Steel' },
  'ASTM A36': { zh: null, en: 'Standard Specification for Carbon Structural Steel' },
  'ASTM A572/A572M': { zh: null, en: 'Standard Specification for High-Strength Low-Alloy Columbium-Vanadium Structural Steel' },
  'ASTM A572': { zh: null, en: 'Standard Specification for High-Strength Low-Alloy Columbium-Vanadium Structural Steel' },
  'ASTM A516/A516M': { zh: null, en: 'Standard Specification for Pressure Vessel Plates, Carbon Steel, for Moderate- and Lower-Temperature Service' },
  'EN 10025-2': { zh: null, en: 'Hot rolled products of structural steels - Part 2: Technical delivery conditions for non-alloy structural steels' },
  'JIS G3101': { zh: null, en: 'Rolled steels for general structure' },
};

/** The body that issues a system's standards (shown as the issuer). */
export const ISSUERS: Record<string, { zh: string; en: string }> = {
  GB: { zh: '国家标准化管理委员会', en: 'Standardization Administration of China (SAC)' },
  ASTM: { zh: '美国材料与试验协会', en: 'ASTM International' },
  EN: { zh: '欧洲标准化委员会', en: 'European Committee for Standardization (CEN)' },
  JIS: { zh: '日本工业标准调查会', en: 'Japanese Industrial Standards Committee (JISC)' },
  ISO: { zh: '国际标准化组织', en: 'International Organization for Standardization (ISO)' },
  AWS: { zh: '美国焊接学会', en: 'American Welding Society (AWS)' },
};

/**
 * Which reference data sets may be shipped as data: their own licence allows passing them on. The
 * others are described (source, licence, citation) without their rows, with the address to get them.
 */
export const REDISTRIBUTABLE_DATASETS = new Set([
  'compiled_steel_grades',
  'compiled_steel_families',
  'compiled_welding_consumables',
  'compiled_aluminium_alloys',
  'nims_fatigue_agrawal2014',
  'nims_fatigue_xiong2020',
  'cambridge_map_weld_metal',
]);
