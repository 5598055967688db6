import 'server-only';
import type { ItemCategory, ItemKind, ItemParam, ItemStandard, ItemUnit } from '@/lib/cloud/types';

/**
 * The catalogue of detection items and preparation services (issue 15 item 1). Facts, not demo:
 * the test names and the standards (numbers, editions and titles as published by SAC, ISO and ASTM)
 * are real; prices and cycles are the laboratories' (demo) offerings, seeded separately.
 */

export interface ItemSeed {
  code: string;
  kind: ItemKind;
  category: ItemCategory;
  nameZh: string;
  nameEn: string;
  standards: ItemStandard[];
  sampleZh: string;
  sampleEn: string;
  params: ItemParam[];
  unit: ItemUnit;
}

const S = (code: string, titleZh: string, titleEn: string): ItemStandard => ({ code, titleZh, titleEn });

// Standards cited by several items.
const GB228_1 = S('GB/T 228.1-2021', '金属材料 拉伸试验 第1部分：室温试验方法', 'Metallic materials—Tensile testing—Part 1: Method of test at room temperature');
const ISO6892_1 = S('ISO 6892-1:2019', 'Metallic materials — Tensile testing — Part 1: Method of test at room temperature', 'Metallic materials — Tensile testing — Part 1: Method of test at room temperature');
const ASTM_E8 = S('ASTM E8/E8M-22', 'Standard Test Methods for Tension Testing of Metallic Materials', 'Standard Test Methods for Tension Testing of Metallic Materials');
const GB2975 = S('GB/T 2975-2018', '钢及钢产品 力学性能试验取样位置及试样制备', 'Steel and steel products—Location and preparation of samples and test pieces for mechanical testing');

const temperature = (min: number, max: number, def: number): ItemParam => ({ key: 'temperature', type: 'number', unit: '°C', min, max, default: def, required: true });
const tensileSample = {
  sampleZh: '按 GB/T 2975 取样；圆形或矩形比例试样，每组不少于 1 件；可提供毛坯由实验室加工。',
  sampleEn: 'Sampled to GB/T 2975; proportional round or rectangular test pieces, at least 1 per set; blanks can be machined by the laboratory.',
};

export const CATALOGUE: ItemSeed[] = [
  // Mechanical -------------------------------------------------------------------------------
  {
    code: 'tensile-rt', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '室温拉伸试验', nameEn: 'Tensile test at room temperature',
    standards: [GB228_1, ISO6892_1, ASTM_E8], ...tensileSample,
    params: [{ key: 'specimen', type: 'choice', options: ['round', 'rectangular', 'fullSection'], default: 'round', required: true }],
  },
  {
    code: 'yield-strength', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '屈服强度测定（ReH/ReL/Rp0.2）', nameEn: 'Yield strength (ReH / ReL / Rp0.2)',
    standards: [GB228_1, ISO6892_1], ...tensileSample,
    params: [{ key: 'yieldType', type: 'choice', options: ['upperLower', 'proof'], default: 'upperLower', required: true }],
  },
  {
    code: 'elongation', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '断后伸长率与断面收缩率', nameEn: 'Elongation after fracture and reduction of area',
    standards: [GB228_1, ISO6892_1], ...tensileSample, params: [],
  },
  {
    code: 'tensile-ht', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '高温拉伸试验', nameEn: 'Tensile test at elevated temperature',
    standards: [
      S('GB/T 228.2-2015', '金属材料 拉伸试验 第2部分：高温试验方法', 'Metallic materials—Tensile testing—Part 2: Method of test at elevated temperature'),
      S('ISO 6892-2:2018', 'Metallic materials — Tensile testing — Part 2: Method of test at elevated temperature', 'Metallic materials — Tensile testing — Part 2: Method of test at elevated temperature'),
    ],
    ...tensileSample, params: [temperature(35, 1000, 400)],
  },
  {
    code: 'impact-charpy', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '夏比摆锤冲击试验（含低温）', nameEn: 'Charpy pendulum impact test (incl. low temperature)',
    standards: [
      S('GB/T 229-2020', '金属材料 夏比摆锤冲击试验方法', 'Metallic materials—Charpy pendulum impact test method'),
      S('ISO 148-1:2016', 'Metallic materials — Charpy pendulum impact test — Part 1: Test method', 'Metallic materials — Charpy pendulum impact test — Part 1: Test method'),
      S('ASTM E23-18', 'Standard Test Methods for Notched Bar Impact Testing of Metallic Materials', 'Standard Test Methods for Notched Bar Impact Testing of Metallic Materials'),
    ],
    sampleZh: '10 mm × 10 mm × 55 mm 标准试样（或 7.5 mm、5 mm 小尺寸试样），每个温度一组 3 件。',
    sampleEn: '10 mm × 10 mm × 55 mm standard test pieces (or 7.5 mm / 5 mm subsize), a set of 3 per temperature.',
    params: [temperature(-196, 300, 20), { key: 'notch', type: 'choice', options: ['V', 'U'], default: 'V', required: true }],
  },
  {
    code: 'hardness', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '硬度试验（布氏 HBW / 维氏 HV / 洛氏 HRC）', nameEn: 'Hardness test (Brinell HBW / Vickers HV / Rockwell HRC)',
    standards: [
      S('GB/T 231.1-2018', '金属材料 布氏硬度试验 第1部分：试验方法', 'Metallic materials—Brinell hardness test—Part 1: Test method'),
      S('GB/T 4340.1-2009', '金属材料 维氏硬度试验 第1部分：试验方法', 'Metallic materials—Vickers hardness test—Part 1: Test method'),
      S('GB/T 230.1-2018', '金属材料 洛氏硬度试验 第1部分：试验方法', 'Metallic materials—Rockwell hardness test—Part 1: Test method'),
    ],
    sampleZh: '试验面平整光洁，厚度不小于压痕深度的 8–10 倍；维氏试样需抛光。',
    sampleEn: 'Flat, clean test surface, thickness at least 8–10 times the indentation depth; Vickers specimens polished.',
    params: [{ key: 'scale', type: 'choice', options: ['HBW', 'HV', 'HRC'], default: 'HBW', required: true }],
  },
  {
    code: 'bend', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '弯曲试验', nameEn: 'Bend test',
    standards: [
      S('GB/T 232-2010', '金属材料 弯曲试验方法', 'Metallic materials—Bend test'),
      S('ISO 7438:2020', 'Metallic materials — Bend test', 'Metallic materials — Bend test'),
    ],
    sampleZh: '矩形或圆形截面试样，长度按弯曲压头直径和试样厚度确定。',
    sampleEn: 'Rectangular or round test pieces; length from the former diameter and the thickness.',
    params: [{ key: 'bendAngle', type: 'number', unit: '°', min: 30, max: 180, default: 180, required: true }],
  },
  {
    code: 'dwtt', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '落锤撕裂试验（DWTT）', nameEn: 'Drop-weight tear test (DWTT)',
    standards: [S('GB/T 8363-2018', '钢材 落锤撕裂试验方法', 'Test method for drop-weight tear test of steel products')],
    sampleZh: '全厚度试样 305 mm × 76 mm，每个温度一组 2 件。',
    sampleEn: 'Full-thickness test pieces 305 mm × 76 mm, a set of 2 per temperature.',
    params: [temperature(-80, 20, -20)],
  },
  {
    code: 'fracture-toughness', kind: 'detection', category: 'mechanical', unit: 'sample',
    nameZh: '断裂韧度试验（CTOD / J积分）', nameEn: 'Fracture toughness (CTOD / J-integral)',
    standards: [S('GB/T 21143-2014', '金属材料 准静态断裂韧度的统一试验方法', 'Metallic materials—Unified method of test for determination of quasistatic fracture toughness')],
    sampleZh: '单边缺口弯曲（SENB）或紧凑拉伸（CT）试样，需预制疲劳裂纹，每组 3 件。',
    sampleEn: 'Single-edge notched bend (SENB) or compact tension (CT) test pieces with a fatigue pre-crack, 3 per set.',
    params: [temperature(-196, 300, 20)],
  },
  // Chemical ---------------------------------------------------------------------------------
  {
    code: 'chemical-composition', kind: 'detection', category: 'chemical', unit: 'sample',
    nameZh: '化学成分分析（光谱 OES / ICP / 碳硫）', nameEn: 'Chemical composition (spark OES / ICP / carbon-sulfur)',
    standards: [
      S('GB/T 4336-2016', '碳素钢和中低合金钢 多元素含量的测定 火花放电原子发射光谱法（常规法）', 'Carbon and low-alloy steel—Determination of multi-element contents—Spark discharge atomic emission spectrometric method (routine method)'),
      S('GB/T 20125-2006', '低合金钢 多元素含量的测定 电感耦合等离子体原子发射光谱法', 'Low-alloy steel—Determination of multi-element contents—Inductively coupled plasma atomic emission spectrometric method'),
      S('GB/T 20123-2006', '钢铁 总碳硫含量的测定 高频感应炉燃烧后红外吸收法（常规方法）', 'Steel and iron—Determination of total carbon and sulfur contents—Infrared absorption method after combustion in an induction furnace (routine method)'),
    ],
    sampleZh: '光谱法：块状试样，激发面直径不小于 20 mm、厚度不小于 3 mm；ICP 与碳硫：屑状试样不少于 5 g。',
    sampleEn: 'Spark OES: a solid piece with a test face of at least 20 mm diameter and 3 mm thickness; ICP and C-S: at least 5 g of chips.',
    params: [{ key: 'method', type: 'choice', options: ['OES', 'ICP', 'CS'], default: 'OES', required: true }],
  },
  {
    code: 'gas-analysis', kind: 'detection', category: 'chemical', unit: 'sample',
    nameZh: '氧、氮含量测定', nameEn: 'Oxygen and nitrogen content',
    standards: [
      S('GB/T 11261-2006', '钢铁 氧含量的测定 脉冲加热惰气熔融-红外线吸收法', 'Steel and iron—Determination of oxygen content—The pulse heating inert gas fusion-infra-red absorption method'),
      S('GB/T 20124-2006', '钢铁 氮含量的测定 惰性气体熔融热导法（常规方法）', 'Steel and iron—Determination of nitrogen content—Thermal conductimetric method after fusion in a current of inert gas (routine method)'),
    ],
    sampleZh: '棒状或块状试样约 1 g，表面无氧化、无油污。',
    sampleEn: 'Rod or block pieces of about 1 g, free of scale and oil.',
    params: [],
  },
  // Metallography ----------------------------------------------------------------------------
  {
    code: 'microstructure', kind: 'detection', category: 'metallography', unit: 'sample',
    nameZh: '显微组织检验', nameEn: 'Microstructure examination',
    standards: [S('GB/T 13298-2015', '金属显微组织检验方法', 'Inspection methods of microstructure for metals')],
    sampleZh: '金相试样，观察面约 10 mm × 10 mm；注明取样方向。',
    sampleEn: 'Metallographic specimen with a test face of about 10 mm × 10 mm; state the sampling direction.',
    params: [],
  },
  {
    code: 'grain-size', kind: 'detection', category: 'metallography', unit: 'sample',
    nameZh: '平均晶粒度测定', nameEn: 'Average grain size',
    standards: [
      S('GB/T 6394-2017', '金属平均晶粒度测定方法', 'Determination of estimating the average grain size of metal'),
      S('ASTM E112-13', 'Standard Test Methods for Determining Average Grain Size', 'Standard Test Methods for Determining Average Grain Size'),
    ],
    sampleZh: '金相试样，观察面不小于 10 mm × 10 mm。',
    sampleEn: 'Metallographic specimen, test face at least 10 mm × 10 mm.',
    params: [],
  },
  {
    code: 'inclusions', kind: 'detection', category: 'metallography', unit: 'sample',
    nameZh: '非金属夹杂物评级', nameEn: 'Non-metallic inclusion rating',
    standards: [
      S('GB/T 10561-2005', '钢中非金属夹杂物含量的测定 标准评级图显微检验法', 'Steel—Determination of content of non-metallic inclusions—Micrographic method using standard diagrams'),
      S('ISO 4967:2013', 'Steel — Determination of content of non-metallic inclusions — Micrographic method using standard diagrams', 'Steel — Determination of content of non-metallic inclusions — Micrographic method using standard diagrams'),
    ],
    sampleZh: '纵向抛光面约 200 mm²（20 mm × 10 mm），每炉不少于 6 件。',
    sampleEn: 'Longitudinal polished face of about 200 mm² (20 mm × 10 mm), at least 6 per heat.',
    params: [],
  },
  {
    code: 'decarburization', kind: 'detection', category: 'metallography', unit: 'sample',
    nameZh: '脱碳层深度测定', nameEn: 'Depth of decarburization',
    standards: [S('GB/T 224-2019', '钢的脱碳层深度测定法', 'Determination of the depth of decarburization of steels')],
    sampleZh: '垂直于表面的横截面试样，保留原始表面。',
    sampleEn: 'Cross-section perpendicular to the surface, original surface kept.',
    params: [],
  },
  {
    code: 'macrostructure', kind: 'detection', category: 'metallography', unit: 'sample',
    nameZh: '低倍组织及缺陷酸蚀检验', nameEn: 'Macrostructure and defects by etching',
    standards: [S('GB/T 226-2015', '钢的低倍组织及缺陷酸蚀检验法', 'Test method for macrostructure and defect of steel by etching')],
    sampleZh: '横截面试片，厚度约 20 mm，检验面经切削加工。',
    sampleEn: 'Transverse slice about 20 mm thick with a machined test face.',
    params: [{ key: 'etching', type: 'choice', options: ['hot', 'cold'], default: 'hot', required: true }],
  },
  {
    code: 'banded-structure', kind: 'detection', category: 'metallography', unit: 'sample',
    nameZh: '带状组织评定', nameEn: 'Banded structure rating',
    standards: [S('GB/T 34474.1-2017', '钢中带状组织的评定 第1部分：标准评级图法', 'Evaluation of banded structure in steel—Part 1: Standard rating chart method')],
    sampleZh: '纵向金相试样，观察面约 10 mm × 20 mm。',
    sampleEn: 'Longitudinal metallographic specimen, test face about 10 mm × 20 mm.',
    params: [],
  },
  // Microscopy -------------------------------------------------------------------------------
  {
    code: 'sem', kind: 'detection', category: 'microscopy', unit: 'sample',
    nameZh: '扫描电镜形貌观察（SEM，含断口分析）', nameEn: 'Scanning electron microscopy (SEM, incl. fractography)',
    standards: [S('GB/T 16594-2008', '微米级长度的扫描电镜测量方法通则', 'General rules for measurement of length in micron scale by SEM')],
    sampleZh: '尺寸不超过 20 mm × 20 mm × 10 mm，导电、干燥、无油污；断口请保护断面。',
    sampleEn: 'At most 20 mm × 20 mm × 10 mm, conductive, dry and clean; protect fracture surfaces.',
    params: [{ key: 'magnification', type: 'number', unit: '×', min: 20, max: 100000, default: 1000 }],
  },
  {
    code: 'eds', kind: 'detection', category: 'microscopy', unit: 'sample',
    nameZh: '能谱微区成分分析（EDS）', nameEn: 'Energy-dispersive spectrometry (EDS) micro-analysis',
    standards: [S('GB/T 17359-2012', '微束分析 能谱法定量分析', 'Microbeam analysis—Quantitative analysis using energy dispersive spectrometry')],
    sampleZh: '同扫描电镜试样；注明需分析的夹杂物或区域。',
    sampleEn: 'As for SEM; mark the inclusions or areas to analyse.',
    params: [],
  },
  {
    code: 'ebsd', kind: 'detection', category: 'microscopy', unit: 'sample',
    nameZh: '电子背散射衍射（EBSD）晶粒与取向分析', nameEn: 'Electron backscatter diffraction (EBSD) grain and orientation analysis',
    standards: [S('ISO 13067:2020', 'Microbeam analysis — Electron backscatter diffraction — Measurement of average grain size', 'Microbeam analysis — Electron backscatter diffraction — Measurement of average grain size')],
    sampleZh: '电解抛光或振动抛光试样，观察面约 10 mm × 10 mm。',
    sampleEn: 'Electropolished or vibration-polished specimen, test face about 10 mm × 10 mm.',
    params: [],
  },
  {
    code: 'xrd', kind: 'detection', category: 'microscopy', unit: 'sample',
    nameZh: 'X射线衍射物相与残余奥氏体分析（XRD）', nameEn: 'X-ray diffraction phase and retained austenite analysis (XRD)',
    standards: [
      S('YB/T 5338-2019', '钢中残余奥氏体定量测定 X射线衍射仪法', 'Quantitative determination of retained austenite in steel—X-ray diffractometer method'),
      S('JY/T 0587-2020', '多晶体X射线衍射方法通则', 'General rules for X-ray polycrystalline diffractometry'),
    ],
    sampleZh: '平整块状试样约 15 mm × 15 mm × 3 mm，或粉末不少于 1 g。',
    sampleEn: 'A flat piece of about 15 mm × 15 mm × 3 mm, or at least 1 g of powder.',
    params: [],
  },
  // Fatigue ----------------------------------------------------------------------------------
  {
    code: 'fatigue-axial', kind: 'detection', category: 'fatigue', unit: 'sample',
    nameZh: '轴向力控制疲劳试验', nameEn: 'Axial force-controlled fatigue test',
    standards: [
      S('GB/T 3075-2008', '金属材料 疲劳试验 轴向力控制方法', 'Metallic materials—Fatigue testing—Axial force controlled method'),
      S('ISO 1099:2017', 'Metallic materials — Fatigue testing — Axial force-controlled method', 'Metallic materials — Fatigue testing — Axial force-controlled method'),
    ],
    sampleZh: '圆形或矩形光滑试样，表面精磨；S-N 曲线一般需 12–15 件。',
    sampleEn: 'Smooth round or rectangular test pieces, finely ground; an S-N curve usually needs 12–15.',
    params: [{ key: 'stressRatio', type: 'number', min: -1, max: 0.9, default: -1, required: true }, { key: 'cycles', type: 'choice', options: ['1e6', '1e7'], default: '1e7', required: true }],
  },
  {
    code: 'fatigue-rotating', kind: 'detection', category: 'fatigue', unit: 'sample',
    nameZh: '旋转弯曲疲劳试验', nameEn: 'Rotating bar bending fatigue test',
    standards: [S('GB/T 4337-2015', '金属材料 疲劳试验 旋转弯曲方法', 'Metallic materials—Fatigue testing—Rotating bar bending method')],
    sampleZh: '圆柱形光滑试样，试验段直径 6–10 mm。',
    sampleEn: 'Smooth cylindrical test pieces, 6–10 mm gauge diameter.',
    params: [{ key: 'cycles', type: 'choice', options: ['1e6', '1e7'], default: '1e7', required: true }],
  },
  {
    code: 'fatigue-crack-growth', kind: 'detection', category: 'fatigue', unit: 'sample',
    nameZh: '疲劳裂纹扩展速率试验', nameEn: 'Fatigue crack growth rate test',
    standards: [S('GB/T 6398-2017', '金属材料 疲劳试验 疲劳裂纹扩展方法', 'Metallic materials—Fatigue testing—Fatigue crack growth method')],
    sampleZh: '紧凑拉伸（CT）试样，每组 2–3 件。',
    sampleEn: 'Compact tension (CT) test pieces, 2–3 per set.',
    params: [{ key: 'stressRatio', type: 'number', min: -1, max: 0.9, default: 0.1, required: true }],
  },
  // Corrosion --------------------------------------------------------------------------------
  {
    code: 'salt-spray', kind: 'detection', category: 'corrosion', unit: 'sample',
    nameZh: '中性盐雾试验', nameEn: 'Neutral salt spray test',
    standards: [
      S('GB/T 10125-2021', '人造气氛腐蚀试验 盐雾试验', 'Corrosion tests in artificial atmospheres—Salt spray tests'),
      S('ISO 9227:2017', 'Corrosion tests in artificial atmospheres — Salt spray tests', 'Corrosion tests in artificial atmospheres — Salt spray tests'),
    ],
    sampleZh: '平板试样约 150 mm × 70 mm，每组 3 件，注明涂层及切口要求。',
    sampleEn: 'Flat panels of about 150 mm × 70 mm, 3 per set; state coating and scribe requirements.',
    params: [{ key: 'durationHours', type: 'number', unit: 'h', min: 24, max: 2000, default: 240, required: true }],
  },
  {
    code: 'intergranular', kind: 'detection', category: 'corrosion', unit: 'sample',
    nameZh: '不锈钢晶间腐蚀试验', nameEn: 'Intergranular corrosion test of stainless steels',
    standards: [S('GB/T 4334-2020', '金属和合金的腐蚀 奥氏体及铁素体-奥氏体（双相）不锈钢晶间腐蚀试验方法', 'Corrosion of metals and alloys—Test methods for intergranular corrosion of austenitic and ferritic-austenitic (duplex) stainless steels')],
    sampleZh: '试样约 80 mm × 20 mm × 3 mm，每组 2 件。',
    sampleEn: 'Test pieces of about 80 mm × 20 mm × 3 mm, 2 per set.',
    params: [],
  },
  {
    code: 'hic', kind: 'detection', category: 'corrosion', unit: 'sample',
    nameZh: '抗氢致开裂（HIC）试验', nameEn: 'Hydrogen-induced cracking (HIC) test',
    standards: [S('GB/T 8650-2015', '管线钢和压力容器钢抗氢致开裂评定方法', 'Method of evaluation of pipeline and pressure vessel steels for resistance to hydrogen-induced cracking')],
    sampleZh: '100 mm × 20 mm × 全厚度（≤30 mm），每组 3 件。',
    sampleEn: '100 mm × 20 mm × full thickness (≤ 30 mm), 3 per set.',
    params: [],
  },
  {
    code: 'ssc', kind: 'detection', category: 'corrosion', unit: 'sample',
    nameZh: '抗硫化物应力开裂（SSC）试验', nameEn: 'Sulfide stress cracking (SSC) test',
    standards: [S('GB/T 4157-2017', '金属在硫化氢环境中抗硫化物应力开裂和应力腐蚀开裂的实验室试验方法', 'Laboratory testing of metals for resistance to sulfide stress cracking and stress corrosion cracking in H2S environments')],
    sampleZh: '拉伸试样或四点弯曲试样，每组 3 件。',
    sampleEn: 'Tensile or four-point bend test pieces, 3 per set.',
    params: [],
  },
  // NDT --------------------------------------------------------------------------------------
  {
    code: 'ut-weld', kind: 'detection', category: 'ndt', unit: 'batch',
    nameZh: '焊缝超声检测', nameEn: 'Ultrasonic testing of welds',
    standards: [S('GB/T 11345-2013', '焊缝无损检测 超声检测 技术、检测等级和评定', 'Non-destructive testing of welds—Ultrasonic testing—Techniques, testing levels, and assessment')],
    sampleZh: '按批（每批不超过 10 m 焊缝）计价；焊缝两侧打磨至可耦合。',
    sampleEn: 'Priced per batch (up to 10 m of weld); both sides ground for coupling.',
    params: [{ key: 'testingLevel', type: 'choice', options: ['A', 'B', 'C'], default: 'B', required: true }],
  },
  {
    code: 'ut-plate', kind: 'detection', category: 'ndt', unit: 'batch',
    nameZh: '厚钢板超声检测', nameEn: 'Ultrasonic testing of heavy steel plates',
    standards: [S('GB/T 2970-2016', '厚钢板超声检测方法', 'Ultrasonic testing method for heavy steel plates')],
    sampleZh: '按批（每批一张钢板）计价；表面无氧化皮和油污。',
    sampleEn: 'Priced per batch (one plate); surface free of scale and oil.',
    params: [],
  },
  {
    code: 'rt-weld', kind: 'detection', category: 'ndt', unit: 'batch',
    nameZh: '焊缝射线检测', nameEn: 'Radiographic testing of welds',
    standards: [S('GB/T 3323.1-2019', '焊缝无损检测 射线检测 第1部分：X和伽玛射线的胶片技术', 'Non-destructive testing of welds—Radiographic testing—Part 1: X- and gamma-ray techniques with film')],
    sampleZh: '按批（每批不超过 10 张底片）计价。',
    sampleEn: 'Priced per batch (up to 10 films).',
    params: [],
  },
  {
    code: 'mt-weld', kind: 'detection', category: 'ndt', unit: 'batch',
    nameZh: '焊缝磁粉检测', nameEn: 'Magnetic particle testing of welds',
    standards: [S('GB/T 26951-2011', '焊缝无损检测 磁粉检测', 'Non-destructive testing of welds—Magnetic particle testing')],
    sampleZh: '按批（每批不超过 10 m 焊缝）计价；仅适用于铁磁性材料。',
    sampleEn: 'Priced per batch (up to 10 m of weld); ferromagnetic materials only.',
    params: [],
  },
  {
    code: 'pt', kind: 'detection', category: 'ndt', unit: 'batch',
    nameZh: '渗透检测', nameEn: 'Penetrant testing',
    standards: [S('GB/T 18851.1-2012', '无损检测 渗透检测 第1部分：总则', 'Non-destructive testing—Penetrant testing—Part 1: General principles')],
    sampleZh: '按批计价；检测面清洁干燥。',
    sampleEn: 'Priced per batch; clean and dry test surface.',
    params: [],
  },
  // Preparation ------------------------------------------------------------------------------
  {
    code: 'smelting', kind: 'preparation', category: 'smelting', unit: 'batch',
    nameZh: '试验钢冶炼（真空感应 / 中频感应）', nameEn: 'Experimental steel melting (vacuum / medium-frequency induction)',
    standards: [S('GB/T 222-2006', '钢的成品化学成分允许偏差', 'Permissible tolerances for chemical composition of steel products')],
    sampleZh: '提供目标成分（各元素上下限）；按炉计价，成品铸锭附成分分析报告。',
    sampleEn: 'Give the target composition (limits of each element); priced per heat, ingots delivered with a composition report.',
    params: [
      { key: 'furnaceType', type: 'choice', options: ['vim', 'induction'], default: 'vim', required: true },
      { key: 'ingotWeightKg', type: 'number', unit: 'kg', min: 5, max: 500, default: 50, required: true },
      { key: 'smeltingMode', type: 'choice', options: ['vacuum', 'argon', 'air'], default: 'vacuum', required: true },
    ],
  },
  {
    code: 'esr', kind: 'preparation', category: 'smelting', unit: 'batch',
    nameZh: '电渣重熔', nameEn: 'Electroslag remelting (ESR)',
    standards: [],
    sampleZh: '提供自耗电极或由实验室冶炼；按炉计价。',
    sampleEn: 'Consumable electrode supplied or melted by the laboratory; priced per heat.',
    params: [{ key: 'ingotWeightKg', type: 'number', unit: 'kg', min: 20, max: 1000, default: 100, required: true }],
  },
  {
    code: 'forging', kind: 'preparation', category: 'forging', unit: 'batch',
    nameZh: '锻造开坯', nameEn: 'Forging and cogging',
    standards: [],
    sampleZh: '铸锭或坯料；注明目标截面尺寸。',
    sampleEn: 'Ingot or billet; state the target cross-section.',
    params: [
      { key: 'heatingTemp', type: 'number', unit: '°C', min: 900, max: 1280, default: 1200, required: true },
      { key: 'finishTemp', type: 'number', unit: '°C', min: 700, max: 1100, default: 900, required: true },
      { key: 'targetThickness', type: 'number', unit: 'mm', min: 5, max: 300, default: 60, required: true },
    ],
  },
  {
    code: 'hot-rolling', kind: 'preparation', category: 'rolling', unit: 'batch',
    nameZh: '实验室热轧（含控轧控冷）', nameEn: 'Laboratory hot rolling (incl. TMCP)',
    standards: [],
    sampleZh: '锻坯厚度不超过 120 mm；注明道次压下和冷却制度。',
    sampleEn: 'Forged slabs up to 120 mm thick; state the pass schedule and cooling.',
    params: [
      { key: 'heatingTemp', type: 'number', unit: '°C', min: 1000, max: 1280, default: 1200, required: true },
      { key: 'finishTemp', type: 'number', unit: '°C', min: 700, max: 1050, default: 850, required: true },
      { key: 'targetThickness', type: 'number', unit: 'mm', min: 2, max: 100, default: 20, required: true },
      { key: 'cooling', type: 'choice', options: ['air', 'accelerated', 'waterQuench'], default: 'accelerated', required: true },
    ],
  },
  {
    code: 'cold-rolling', kind: 'preparation', category: 'rolling', unit: 'batch',
    nameZh: '实验室冷轧', nameEn: 'Laboratory cold rolling',
    standards: [],
    sampleZh: '热轧板经酸洗，厚度不超过 6 mm。',
    sampleEn: 'Pickled hot-rolled sheet up to 6 mm thick.',
    params: [{ key: 'targetThickness', type: 'number', unit: 'mm', min: 0.2, max: 5, default: 1.5, required: true }],
  },
  {
    code: 'heat-treatment', kind: 'preparation', category: 'heatTreatment', unit: 'batch',
    nameZh: '热处理（正火 / 淬火 / 回火 / 退火）', nameEn: 'Heat treatment (normalizing / quenching / tempering / annealing)',
    standards: [],
    sampleZh: '按炉计价；注明工艺温度、保温时间与冷却方式。',
    sampleEn: 'Priced per furnace load; state temperature, holding time and cooling.',
    params: [
      { key: 'process', type: 'choice', options: ['normalizing', 'quenching', 'tempering', 'quenchTemper', 'annealing'], default: 'quenchTemper', required: true },
      { key: 'temperature', type: 'number', unit: '°C', min: 150, max: 1200, default: 900, required: true },
      { key: 'holdingMinutes', type: 'number', unit: 'min', min: 5, max: 1440, default: 60, required: true },
      { key: 'cooling', type: 'choice', options: ['air', 'furnace', 'water', 'oil'], default: 'water', required: true },
    ],
  },
  {
    code: 'machining', kind: 'preparation', category: 'machining', unit: 'sample',
    nameZh: '试样加工', nameEn: 'Test piece machining',
    standards: [GB2975],
    sampleZh: '提供毛坯和取样图（或按标准取样）；按件计价。',
    sampleEn: 'Blanks with a sampling drawing (or sampling to the standard); priced per test piece.',
    params: [{ key: 'specimenType', type: 'choice', options: ['tensile', 'impact', 'bend', 'fatigue', 'metallography'], default: 'tensile', required: true }],
  },
];
