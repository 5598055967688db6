/** The shared data sets of reference-data/ (each folder's SOURCES.md), as stored in material_datasets. */
export interface DatasetMeta {
  code: string;
  titleZh: string;
  titleEn: string;
  citation: string;
  url: string | null;
  license: string;
  trust: string;
}

export const DATASETS: DatasetMeta[] = [
  {
    code: 'compiled_steel_grades',
    titleZh: '手工整理的 GB/ASTM/EN/JIS 钢牌号表及对照表',
    titleEn: 'Hand-compiled GB / ASTM / EN / JIS steel grade table and cross-reference',
    citation: 'Compiled from public vendor datasheets and standard excerpts; per-row source pages in sources.csv (draft, verify against the standards).',
    url: null,
    license: 'Facts compiled from public pages',
    trust: 'Confidence A/B/C per row',
  },
  {
    code: 'compiled_steel_families',
    titleZh: '手工整理的常用钢种族：钢筋、压力容器板、钢管、冷轧薄板、耐候钢、工模具钢、双相不锈钢',
    titleEn: 'Hand-compiled steel families: rebar, pressure-vessel plate, pipe, cold-rolled sheet, weathering, tool and duplex stainless steels',
    citation: 'Compiled from standard texts and amendments, standard reproductions and producer data sheets; per-row sources, table and confidence in the CSV files.',
    url: null,
    license: 'Facts compiled from public pages',
    trust: 'Confidence A/B/C per row (A: the standard\'s own table)',
  },
  {
    code: 'compiled_welding_consumables',
    titleZh: '手工整理的 GB/AWS 焊接材料表',
    titleEn: 'Hand-compiled GB / AWS welding consumables',
    citation: 'Compiled from standard excerpts reproduced on vendor sites and manufacturer catalogues; per-row source pages in sources.csv.',
    url: null,
    license: 'Facts compiled from public pages',
    trust: 'Confidence A/B/C per row',
  },
  {
    code: 'compiled_aluminium_alloys',
    titleZh: '手工整理的铝合金成分与状态性能表',
    titleEn: 'Hand-compiled aluminium alloy compositions and temper properties',
    citation: 'Compiled from ASTM B221M Table 1 reproduction, distributor datasheets and Chinese supplier pages; per-row source pages in sources.csv.',
    url: null,
    license: 'Facts compiled from public pages',
    trust: 'Confidence A/B/C per row',
  },
  {
    code: 'matnavi_low_alloy_steels',
    titleZh: 'NIMS MatNavi 低合金钢力学性能',
    titleEn: 'NIMS MatNavi mechanical properties of low-alloy steels',
    citation: 'NIMS MatNavi elevated-temperature tensile data sheets, via Kaggle "Mechanical properties of low alloy steels" (rohannemade); copy from wfreinhart/matse505 datasets/steels.csv.',
    url: 'https://mits.nims.go.jp/en/',
    license: 'No explicit license; cite NIMS MatNavi and the Kaggle dataset',
    trust: 'Good for the bulk of rows; three anomalies noted in SOURCES.md',
  },
  {
    code: 'nims_fatigue_agrawal2014',
    titleZh: 'NIMS 钢疲劳数据集（Agrawal 等，2014）',
    titleEn: 'NIMS steel fatigue dataset (Agrawal et al. 2014)',
    citation: 'A. Agrawal et al., "Exploration of data science techniques to predict fatigue strength of steel from composition and processing parameters", Integrating Materials and Manufacturing Innovation 3:8 (2014), doi:10.1186/2193-9772-3-8; data from NIMS MatNavi Fatigue Data Sheets.',
    url: 'https://doi.org/10.1186/2193-9772-3-8',
    license: 'Public research data; cite the paper and NIMS',
    trust: 'High',
  },
  {
    code: 'nims_fatigue_xiong2020',
    titleZh: 'NIMS 调质钢疲劳、拉伸、断裂强度与硬度（Xiong 等，2020）',
    titleEn: 'NIMS Q&T steels: fatigue, tensile, fracture strength and hardness (Xiong et al. 2020)',
    citation: 'J. Xiong, T. Y. Zhang, S. Q. Shi, "Machine learning of mechanical properties of steels", Science China Technological Sciences 63 (2020) 1247–1255; data from NIMS MatNavi.',
    url: 'https://mits.nims.go.jp/en/',
    license: 'Repository GPL-3.0; underlying data NIMS',
    trust: 'Good; hardness unit not stated',
  },
  {
    code: 'cambridge_map_weld_metal',
    titleZh: '剑桥大学 MAP 全焊缝金属数据库',
    titleEn: 'Cambridge MAP all-weld-metal database',
    citation: 'T. Cool and H. K. D. H. Bhadeshia; T. Cool, Design of Steel Weld Deposits, PhD thesis, University of Cambridge, 1996; Materials Algorithms Project data library.',
    url: 'https://www.phase-trans.msm.cam.ac.uk/map/data/materials/welddb-b.html',
    license: 'Freely published for research; cite the above',
    trust: 'High (academic curated database), many values not reported',
  },
  {
    code: 'aluminium_wrought_alloys_soofi',
    titleZh: '变形铝合金成分、工艺与强度（含逐行文献）',
    titleEn: 'Wrought aluminium alloys: composition, processing, strength (per-row references)',
    citation: 'Dataset attributed to Y. J. Soofi et al., Computational Materials Science (2022); copy from haitaobu18/pythonProject3 dataset.xlsx; each row cites its literature source.',
    url: null,
    license: 'None stated; per-row literature references',
    trust: 'Medium-high for handbook rows (typical values); composition = nominal mid-range',
  },
  {
    code: 'autodesk_material_library',
    titleZh: 'Autodesk 材料库力学性能导出（ANSI/DIN/EN/JIS/GOST 等）',
    titleEn: 'Autodesk material library export (ANSI / DIN / EN / JIS / GOST ...)',
    citation: 'Autodesk Inventor material library export, via purushottamnawale/material-selection-using-machine-learning Data.csv.',
    url: null,
    license: 'None stated; reference only',
    trust: 'Medium-low: minima or typical values, unstated',
  },
];

export const DATASET_BY_CODE = new Map(DATASETS.map((d) => [d.code, d]));
