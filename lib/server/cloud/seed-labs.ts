import 'server-only';
import type { BagType, ItemCategory, QualificationKind } from '@/lib/cloud/types';

/**
 * Demo laboratories, cases, public test bags and expert profiles (issue 15, seed). Everything here
 * is demo content: names carry （演示） / (demo), the `demo` flag shows a demo tag, and prices and
 * cycles are illustrative. Equipment names the real instruments such laboratories use.
 */

/** Illustrative unit price (fen) and cycle (working days) of each catalogue item; each lab applies its factor. */
export const BASE_OFFERS: Record<string, [priceFen: number, cycleDays: number]> = {
  'tensile-rt': [18000, 3],
  'yield-strength': [15000, 3],
  elongation: [12000, 3],
  'tensile-ht': [60000, 7],
  'impact-charpy': [8000, 4],
  hardness: [6000, 2],
  bend: [10000, 3],
  dwtt: [80000, 7],
  'fracture-toughness': [350000, 15],
  'chemical-composition': [30000, 3],
  'gas-analysis': [25000, 3],
  microstructure: [20000, 3],
  'grain-size': [20000, 3],
  inclusions: [30000, 4],
  decarburization: [15000, 3],
  macrostructure: [25000, 4],
  'banded-structure': [20000, 3],
  sem: [50000, 5],
  eds: [30000, 5],
  ebsd: [150000, 10],
  xrd: [60000, 5],
  'fatigue-axial': [150000, 20],
  'fatigue-rotating': [100000, 15],
  'fatigue-crack-growth': [400000, 20],
  'salt-spray': [60000, 12],
  intergranular: [50000, 7],
  hic: [300000, 10],
  ssc: [500000, 35],
  'ut-weld': [80000, 3],
  'ut-plate': [100000, 3],
  'rt-weld': [120000, 4],
  'mt-weld': [50000, 2],
  pt: [40000, 2],
  smelting: [800000, 10],
  esr: [1500000, 15],
  forging: [300000, 7],
  'hot-rolling': [400000, 7],
  'cold-rolling': [250000, 5],
  'heat-treatment': [100000, 4],
  machining: [8000, 4],
};

type Equip = [nameZh: string, nameEn: string, model: string, maker: string | null];
type Case = [code: string, item: string, titleZh: string, titleEn: string, summaryZh: string, summaryEn: string];

export interface LabSeed {
  slug: string;
  /** login name of the managing user (demo_lab) or null */
  owner: string | null;
  nameZh: string;
  nameEn: string;
  introZh: string;
  introEn: string;
  province: string;
  city: string;
  contactName: string;
  contactPhone: string;
  qualifications: [QualificationKind, string, string | null][];
  /** Price factor (percent of the base) and extra working days. */
  factor: number;
  extraDays: number;
  /** Ratings so far: sum and count (demo). */
  rating: [number, number];
  items: string[];
  equipment: Equip[];
  cases: Case[];
}

const UTM: Equip = ['电子万能材料试验机', 'Electromechanical universal testing machine', 'Criterion Model 45', 'MTS'];
const UTM_INSTRON: Equip = ['电子万能材料试验机', 'Electromechanical universal testing machine', '5985', 'Instron'];
const IMPACT: Equip = ['摆锤冲击试验机（含低温槽）', 'Pendulum impact tester with cooling bath', 'HIT450P', 'ZwickRoell'];
const OES: Equip = ['火花直读光谱仪', 'Spark optical emission spectrometer', 'SPECTROMAXx', 'SPECTRO'];
const ICP: Equip = ['电感耦合等离子体发射光谱仪', 'ICP optical emission spectrometer', 'iCAP PRO', 'Thermo Fisher Scientific'];
const CS: Equip = ['高频红外碳硫分析仪', 'Carbon/sulfur combustion analyser', 'CS844', 'LECO'];
const ON: Equip = ['氧氮分析仪', 'Oxygen/nitrogen analyser', 'ON836', 'LECO'];
const MICROSCOPE: Equip = ['倒置金相显微镜', 'Inverted metallurgical microscope', 'GX53', 'Olympus'];
const VICKERS: Equip = ['维氏硬度计', 'Vickers hardness tester', 'VH1150', 'Buehler'];
const SEM: Equip = ['场发射扫描电镜', 'Field-emission scanning electron microscope', 'Sigma 300', 'ZEISS'];
const EDS: Equip = ['能谱仪', 'Energy-dispersive spectrometer', 'Ultim Max', 'Oxford Instruments'];
const EBSD: Equip = ['电子背散射衍射系统', 'EBSD detector', 'Symmetry', 'Oxford Instruments'];
const XRD: Equip = ['X射线衍射仪', 'X-ray diffractometer', 'D8 ADVANCE', 'Bruker'];
const FATIGUE: Equip = ['电液伺服疲劳试验机', 'Servohydraulic fatigue testing system', '8801', 'Instron'];
const SALT: Equip = ['盐雾试验箱', 'Salt spray cabinet', 'S450iP', 'Ascott'];
const PAUT: Equip = ['相控阵超声检测仪', 'Phased-array ultrasonic flaw detector', 'OmniScan X3', 'Olympus'];
const UT: Equip = ['数字超声探伤仪', 'Digital ultrasonic flaw detector', 'EPOCH 650', 'Olympus'];
const XRAY: Equip = ['便携式X射线探伤机', 'Portable X-ray unit', 'ERESCO 65 MF4', 'GE'];
const YOKE: Equip = ['磁轭式磁粉探伤仪', 'Magnetic particle yoke', 'Y-7', 'Magnaflux'];

export const LABS: LabSeed[] = [
  {
    slug: 'hugang-testing-center',
    owner: 'demo_lab',
    nameZh: '沪钢材料检测中心（演示）',
    nameEn: 'Hugang Materials Testing Center (demo)',
    introZh: '演示实验室：面向钢铁企业的综合性材料检测机构，具备 CMA 资质认定和 CNAS 实验室认可，提供拉伸、低温冲击、硬度、弯曲、化学成分和金相检验，承接 Q355B 等结构钢板的出厂与入厂检验。',
    introEn: 'Demo laboratory: a general materials testing laboratory for steel producers, with CMA accreditation and CNAS recognition, offering tensile, low-temperature impact, hardness, bend, chemical composition and metallographic testing for structural plates such as Q355B.',
    province: '310000',
    city: '310100',
    contactName: '王工',
    contactPhone: '13800000104',
    qualifications: [['cma', '230012345601', null], ['cnas', 'CNAS L10001', null]],
    factor: 100,
    extraDays: 0,
    rating: [47, 10],
    items: ['tensile-rt', 'yield-strength', 'elongation', 'impact-charpy', 'hardness', 'bend', 'chemical-composition', 'microstructure', 'grain-size', 'inclusions'],
    equipment: [UTM, IMPACT, OES, CS, MICROSCOPE, VICKERS],
    cases: [
      ['case-q355b-plate', 'impact-charpy', 'Q355B 钢板拉伸与 −20 °C 冲击验收检验（演示）', 'Acceptance testing of Q355B plate: tensile and impact at −20 °C (demo)', '为某钢结构项目的 Q355B 钢板完成室温拉伸和 −20 °C 夏比 V 型冲击检验，3 个工作日出具报告，指标符合 GB/T 1591-2018。', 'Room-temperature tensile and Charpy V-notch impact at −20 °C on Q355B plates for a steel-structure project; report in 3 working days, results within GB/T 1591-2018.'],
      ['case-hugang-oes', 'chemical-composition', '热轧卷板成分光谱分析（演示）', 'Spark OES composition analysis of hot-rolled coil (demo)', '以火花放电原子发射光谱法测定 C、Si、Mn、P、S 等元素，碳硫结果以高频红外法复核。', 'C, Si, Mn, P, S and other elements by spark OES; carbon and sulfur checked by combustion infrared analysis.'],
    ],
  },
  {
    slug: 'jinghua-analysis-center',
    owner: null,
    nameZh: '京华金属材料分析测试中心（演示）',
    nameEn: 'Jinghua Metals Analysis Center (demo)',
    introZh: '演示实验室：以电子显微分析和化学分析见长，配备场发射扫描电镜、能谱、EBSD 与 X 射线衍射仪，承接失效分析和科研测试。',
    introEn: 'Demo laboratory specialising in electron microscopy and chemical analysis: field-emission SEM, EDS, EBSD and XRD for failure analysis and research testing.',
    province: '110000',
    city: '110100',
    contactName: '刘工',
    contactPhone: '13800000105',
    qualifications: [['cma', '230012345602', null], ['cnas', 'CNAS L10002', null]],
    factor: 115,
    extraDays: 1,
    rating: [58, 12],
    items: ['sem', 'eds', 'ebsd', 'xrd', 'chemical-composition', 'gas-analysis', 'microstructure', 'inclusions', 'tensile-rt'],
    equipment: [SEM, EDS, EBSD, XRD, ICP, ON, UTM_INSTRON],
    cases: [
      ['case-jinghua-fracture', 'sem', '齿轮断裂失效分析（演示）', 'Failure analysis of a fractured gear (demo)', '通过扫描电镜断口观察和能谱分析，确认疲劳源位于表面夹杂物处。', 'SEM fractography and EDS located the fatigue origin at a surface inclusion.'],
    ],
  },
  {
    slug: 'liaoan-metallurgy-lab',
    owner: null,
    nameZh: '辽鞍冶金检测实验室（演示）',
    nameEn: 'Liaoan Metallurgical Testing Laboratory (demo)',
    introZh: '演示实验室：服务中厚板与管线钢，提供落锤撕裂、断裂韧度、低温冲击和厚钢板超声检测。',
    introEn: 'Demo laboratory serving heavy plate and line-pipe steel: DWTT, fracture toughness, low-temperature impact and ultrasonic testing of heavy plates.',
    province: '210000',
    city: '210300',
    contactName: '赵工',
    contactPhone: '13800000106',
    qualifications: [['cma', '230012345603', null]],
    factor: 90,
    extraDays: 1,
    rating: [40, 9],
    items: ['tensile-rt', 'impact-charpy', 'dwtt', 'fracture-toughness', 'ut-plate', 'hardness', 'chemical-composition', 'hic'],
    equipment: [UTM, IMPACT, UT, OES],
    cases: [
      ['case-liaoan-dwtt', 'dwtt', 'X70 管线钢落锤撕裂试验（演示）', 'DWTT of X70 line-pipe steel (demo)', '在 −15 °C 完成全厚度落锤撕裂试验，剪切面积比例评定。', 'Full-thickness drop-weight tear tests at −15 °C with shear-area assessment.'],
    ],
  },
  {
    slug: 'tangshan-plate-station',
    owner: null,
    nameZh: '唐山板材检测站（演示）',
    nameEn: 'Tangshan Plate Testing Station (demo)',
    introZh: '演示实验室：贴近钢厂的快速检验站，拉伸、冲击、弯曲和成分分析当天收样。',
    introEn: 'Demo laboratory: a fast testing station next to the mills; tensile, impact, bend and composition samples received the same day.',
    province: '130000',
    city: '130200',
    contactName: '孙工',
    contactPhone: '13800000107',
    qualifications: [['cma', '230012345604', null]],
    factor: 80,
    extraDays: 0,
    rating: [33, 8],
    items: ['tensile-rt', 'yield-strength', 'elongation', 'impact-charpy', 'bend', 'chemical-composition', 'ut-plate'],
    equipment: [UTM_INSTRON, IMPACT, OES],
    cases: [],
  },
  {
    slug: 'suzhou-fatigue-lab',
    owner: null,
    nameZh: '苏州精测疲劳实验室（演示）',
    nameEn: 'Suzhou Precision Fatigue Laboratory (demo)',
    introZh: '演示实验室：专注疲劳与高温性能，提供轴向疲劳、旋转弯曲疲劳、裂纹扩展和高温拉伸试验。',
    introEn: 'Demo laboratory for fatigue and elevated-temperature properties: axial and rotating-bending fatigue, crack growth and hot tensile tests.',
    province: '320000',
    city: '320500',
    contactName: '周工',
    contactPhone: '13800000108',
    qualifications: [['cnas', 'CNAS L10005', null]],
    factor: 105,
    extraDays: 2,
    rating: [44, 9],
    items: ['fatigue-axial', 'fatigue-rotating', 'fatigue-crack-growth', 'tensile-ht', 'tensile-rt', 'machining'],
    equipment: [FATIGUE, ['高温拉伸试验系统', 'Elevated-temperature tensile system', '5985 + SF16', 'Instron'], UTM],
    cases: [
      ['case-suzhou-sn', 'fatigue-axial', '42CrMo4 调质钢 S-N 曲线测定（演示）', 'S-N curve of quenched and tempered 42CrMo4 (demo)', '应力比 R = −1，循环基数 10⁷，15 件试样成组法与升降法结合。', 'Stress ratio R = −1, 10⁷ cycles, 15 test pieces with the grouping and staircase methods.'],
    ],
  },
  {
    slug: 'jiangcheng-corrosion-lab',
    owner: null,
    nameZh: '江城腐蚀与防护实验室（演示）',
    nameEn: 'Jiangcheng Corrosion Laboratory (demo)',
    introZh: '演示实验室：提供盐雾、晶间腐蚀、抗氢致开裂和硫化物应力开裂试验。',
    introEn: 'Demo laboratory for salt spray, intergranular corrosion, HIC and SSC testing.',
    province: '420000',
    city: '420100',
    contactName: '吴工',
    contactPhone: '13800000109',
    qualifications: [['cma', '230012345606', null], ['cnas', 'CNAS L10006', null]],
    factor: 100,
    extraDays: 0,
    rating: [27, 6],
    items: ['salt-spray', 'intergranular', 'hic', 'ssc', 'sem', 'microstructure'],
    equipment: [SALT, SEM, MICROSCOPE],
    cases: [
      ['case-jiangcheng-hic', 'hic', '压力容器钢抗氢致开裂评定（演示）', 'HIC evaluation of pressure-vessel steel (demo)', '按 GB/T 8650-2015 在 A 溶液中浸泡 96 h，计算 CLR、CTR、CSR。', 'Immersion for 96 h in solution A to GB/T 8650-2015; CLR, CTR and CSR reported.'],
    ],
  },
  {
    slug: 'panxi-weld-ndt-center',
    owner: null,
    nameZh: '攀西焊接与无损检测中心（演示）',
    nameEn: 'Panxi Welding and NDT Center (demo)',
    introZh: '演示实验室：焊接工艺评定配套检测，超声、射线、磁粉和渗透检测，以及焊接接头拉伸、弯曲和冲击。',
    introEn: 'Demo laboratory for welding procedure qualification: UT, RT, MT and PT, plus tensile, bend and impact of welded joints.',
    province: '510000',
    city: '510400',
    contactName: '郑工',
    contactPhone: '13800000110',
    qualifications: [['cma', '230012345607', null]],
    factor: 85,
    extraDays: 1,
    rating: [22, 5],
    items: ['ut-weld', 'rt-weld', 'mt-weld', 'pt', 'tensile-rt', 'bend', 'impact-charpy', 'macrostructure'],
    equipment: [PAUT, XRAY, YOKE, UTM, IMPACT],
    cases: [
      ['case-panxi-wpq', 'ut-weld', 'Q345R 对接焊缝工艺评定检测（演示）', 'Procedure qualification testing of Q345R butt welds (demo)', '射线检测、侧弯和焊缝区 −20 °C 冲击，一站完成。', 'Radiography, side bends and weld-zone impact at −20 °C in one place.'],
    ],
  },
  {
    slug: 'wanjiang-preparation-base',
    owner: null,
    nameZh: '皖江材料制备中试基地（演示）',
    nameEn: 'Wanjiang Materials Preparation Pilot Base (demo)',
    introZh: '演示实验室：试验钢冶炼、电渣重熔、锻造开坯、热轧控冷、冷轧和热处理，配套成分分析。',
    introEn: 'Demo laboratory for experimental melting, ESR, forging, hot rolling with controlled cooling, cold rolling and heat treatment, with composition analysis.',
    province: '340000',
    city: '340500',
    contactName: '钱工',
    contactPhone: '13800000111',
    qualifications: [['other', 'ISO 9001-DEMO-0008', 'ISO 9001']],
    factor: 100,
    extraDays: 2,
    rating: [18, 4],
    items: ['smelting', 'esr', 'forging', 'hot-rolling', 'cold-rolling', 'heat-treatment', 'machining', 'chemical-composition'],
    equipment: [
      ['真空感应熔炼炉', 'Vacuum induction melting furnace', 'VIM-50 (50 kg)', null],
      ['电渣重熔炉', 'Electroslag remelting furnace', 'ESR-200 (200 kg)', null],
      ['二辊可逆热轧机', 'Two-high reversing hot-rolling mill', 'Φ450 mm', null],
      ['四辊冷轧机', 'Four-high cold-rolling mill', 'Φ120/Φ350 mm', null],
      OES,
    ],
    cases: [
      ['case-wanjiang-melt', 'smelting', '高强钢成分设计试制：3 炉 50 kg 真空冶炼（演示）', 'High-strength steel design trial: three 50 kg vacuum heats (demo)', '按目标成分冶炼、锻造开坯并热轧至 20 mm，交付试样与成分报告。', 'Melted to the target composition, forged and hot-rolled to 20 mm; test pieces and composition reports delivered.'],
    ],
  },
  {
    slug: 'quancheng-heat-treatment',
    owner: null,
    nameZh: '泉城热处理与试样加工中心（演示）',
    nameEn: 'Quancheng Heat Treatment and Machining Center (demo)',
    introZh: '演示实验室：热处理、试样加工、锻造，以及硬度、显微组织和脱碳层检验。',
    introEn: 'Demo laboratory for heat treatment, test piece machining and forging, with hardness, microstructure and decarburization checks.',
    province: '370000',
    city: '370100',
    contactName: '冯工',
    contactPhone: '13800000112',
    qualifications: [['cma', '230012345609', null]],
    factor: 95,
    extraDays: 0,
    rating: [0, 0],
    items: ['heat-treatment', 'machining', 'forging', 'hardness', 'microstructure', 'decarburization'],
    equipment: [VICKERS, MICROSCOPE, ['箱式电阻炉', 'Box resistance furnace', 'SX2-12-12', null]],
    cases: [],
  },
  {
    slug: 'qinling-materials-lab',
    owner: null,
    nameZh: '秦岭材料研究实验室（演示）',
    nameEn: 'Qinling Materials Research Laboratory (demo)',
    introZh: '演示实验室：面向科研的组织与性能表征，EBSD、XRD、断裂韧度、裂纹扩展、低倍与带状组织评定。',
    introEn: 'Demo research laboratory: EBSD, XRD, fracture toughness, crack growth, macrostructure and banded structure rating.',
    province: '610000',
    city: '610100',
    contactName: '陈工',
    contactPhone: '13800000113',
    qualifications: [['cnas', 'CNAS L10010', null]],
    factor: 110,
    extraDays: 1,
    rating: [35, 8],
    items: ['ebsd', 'xrd', 'fracture-toughness', 'fatigue-crack-growth', 'macrostructure', 'banded-structure', 'grain-size'],
    equipment: [EBSD, SEM, XRD, FATIGUE],
    cases: [],
  },
];

export interface BagSeed {
  code: string;
  type: BagType;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  items: [code: string, samples: number, params?: Record<string, string | number>][];
}

export const BAGS: BagSeed[] = [
  {
    code: 'bag-structural-plate',
    type: 'incoming',
    nameZh: '结构钢板入厂检验包（演示）',
    nameEn: 'Structural plate incoming inspection (demo)',
    descriptionZh: '适用于 Q355B 等低合金高强度结构钢板：室温拉伸、−20 °C 夏比冲击和化学成分。',
    descriptionEn: 'For high-strength low-alloy structural plates such as Q355B: room-temperature tensile, Charpy impact at −20 °C and chemical composition.',
    items: [['tensile-rt', 2], ['impact-charpy', 6, { temperature: -20, notch: 'V' }], ['chemical-composition', 2, { method: 'OES' }]],
  },
  {
    code: 'bag-weld-procedure',
    type: 'weld',
    nameZh: '焊接工艺评定检测包（演示）',
    nameEn: 'Welding procedure qualification tests (demo)',
    descriptionZh: '对接焊缝的射线检测、接头拉伸、弯曲与焊缝区冲击。',
    descriptionEn: 'Radiography of butt welds, joint tensile, bend and weld-zone impact.',
    items: [['rt-weld', 1], ['tensile-rt', 2], ['bend', 4, { bendAngle: 180 }], ['impact-charpy', 3, { temperature: -20, notch: 'V' }]],
  },
  {
    code: 'bag-failure-analysis',
    type: 'failure',
    nameZh: '断裂失效分析包（演示）',
    nameEn: 'Fracture failure analysis (demo)',
    descriptionZh: '断口扫描电镜观察、能谱、显微组织、夹杂物和化学成分。',
    descriptionEn: 'SEM fractography, EDS, microstructure, inclusions and chemical composition.',
    items: [['sem', 1], ['eds', 1], ['microstructure', 1], ['inclusions', 1], ['chemical-composition', 1, { method: 'OES' }]],
  },
  {
    code: 'bag-new-steel-trial',
    type: 'preparation',
    nameZh: '新钢种试制包（演示）',
    nameEn: 'New steel grade trial (demo)',
    descriptionZh: '50 kg 真空冶炼、锻造开坯、热轧、调质热处理及试样加工。',
    descriptionEn: '50 kg vacuum melting, forging, hot rolling, quench and temper, and test piece machining.',
    items: [['smelting', 1, { furnaceType: 'vim', ingotWeightKg: 50, smeltingMode: 'vacuum' }], ['forging', 1], ['hot-rolling', 1], ['heat-treatment', 1], ['machining', 6]],
  },
];

export interface ProfileSeed {
  code: string;
  kind: 'expert' | 'tester';
  nameZh: string;
  nameEn: string;
  titleZh: string;
  titleEn: string;
  lab: string | null;
  orgZh: string;
  orgEn: string;
  fields: ItemCategory[];
  bioZh: string;
  bioEn: string;
  province: string;
}

export const PROFILES: ProfileSeed[] = [
  { code: 'expert-mechanical', kind: 'expert', nameZh: '李明（演示）', nameEn: 'Li Ming (demo)', titleZh: '正高级工程师', titleEn: 'Professor-level senior engineer', lab: 'hugang-testing-center', orgZh: '沪钢材料检测中心（演示）', orgEn: 'Hugang Materials Testing Center (demo)', fields: ['mechanical', 'chemical'], bioZh: '演示专家：从事钢材力学性能检测 20 年，熟悉 GB/T 228.1 与 GB/T 229 的试验与不确定度评定。', bioEn: 'Demo expert: 20 years in mechanical testing of steel; GB/T 228.1 and GB/T 229 testing and uncertainty evaluation.', province: '310000' },
  { code: 'expert-microscopy', kind: 'expert', nameZh: '张华（演示）', nameEn: 'Zhang Hua (demo)', titleZh: '研究员', titleEn: 'Research professor', lab: 'jinghua-analysis-center', orgZh: '京华金属材料分析测试中心（演示）', orgEn: 'Jinghua Metals Analysis Center (demo)', fields: ['microscopy', 'metallography'], bioZh: '演示专家：电子显微分析与失效分析。', bioEn: 'Demo expert: electron microscopy and failure analysis.', province: '110000' },
  { code: 'expert-fatigue', kind: 'expert', nameZh: '周婷（演示）', nameEn: 'Zhou Ting (demo)', titleZh: '高级工程师', titleEn: 'Senior engineer', lab: 'suzhou-fatigue-lab', orgZh: '苏州精测疲劳实验室（演示）', orgEn: 'Suzhou Precision Fatigue Laboratory (demo)', fields: ['fatigue'], bioZh: '演示专家：疲劳试验方案设计与数据处理。', bioEn: 'Demo expert: fatigue test design and data evaluation.', province: '320000' },
  { code: 'expert-corrosion', kind: 'expert', nameZh: '吴刚（演示）', nameEn: 'Wu Gang (demo)', titleZh: '教授级高工', titleEn: 'Professor-level senior engineer', lab: 'jiangcheng-corrosion-lab', orgZh: '江城腐蚀与防护实验室（演示）', orgEn: 'Jiangcheng Corrosion Laboratory (demo)', fields: ['corrosion'], bioZh: '演示专家：酸性环境用钢的 HIC 与 SSC 评定。', bioEn: 'Demo expert: HIC and SSC evaluation of steels for sour service.', province: '420000' },
  { code: 'tester-ndt', kind: 'tester', nameZh: '郑强（演示）', nameEn: 'Zheng Qiang (demo)', titleZh: '无损检测 III 级人员', titleEn: 'NDT level 3 technician', lab: 'panxi-weld-ndt-center', orgZh: '攀西焊接与无损检测中心（演示）', orgEn: 'Panxi Welding and NDT Center (demo)', fields: ['ndt'], bioZh: '演示检测员：超声与射线检测。', bioEn: 'Demo tester: ultrasonic and radiographic testing.', province: '510000' },
  { code: 'tester-prep', kind: 'tester', nameZh: '钱磊（演示）', nameEn: 'Qian Lei (demo)', titleZh: '冶炼工程师', titleEn: 'Melting engineer', lab: 'wanjiang-preparation-base', orgZh: '皖江材料制备中试基地（演示）', orgEn: 'Wanjiang Materials Preparation Pilot Base (demo)', fields: ['smelting', 'forging', 'rolling'], bioZh: '演示检测员：真空冶炼与热轧工艺。', bioEn: 'Demo tester: vacuum melting and hot rolling.', province: '340000' },
];
