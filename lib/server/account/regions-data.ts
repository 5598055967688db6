import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** One region row: [code, parent code, Chinese name, English name]. */
export type RegionRow = [code: string, parentCode: string | null, nameZh: string, nameEn: string];

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/**
 * English names of the provinces and of the main steel regions' cities and districts. The source data
 * is Chinese only; a region without an entry here keeps its Chinese name in English, which is how
 * the place is written on a Chinese delivery address anyway.
 */
const NAMES_EN: Record<string, string> = {
  '110000': 'Beijing', // 北京市
  '120000': 'Tianjin', // 天津市
  '130000': 'Hebei', // 河北省
  '140000': 'Shanxi', // 山西省
  '150000': 'Inner Mongolia', // 内蒙古自治区
  '210000': 'Liaoning', // 辽宁省
  '220000': 'Jilin', // 吉林省
  '230000': 'Heilongjiang', // 黑龙江省
  '310000': 'Shanghai', // 上海市
  '320000': 'Jiangsu', // 江苏省
  '330000': 'Zhejiang', // 浙江省
  '340000': 'Anhui', // 安徽省
  '350000': 'Fujian', // 福建省
  '360000': 'Jiangxi', // 江西省
  '370000': 'Shandong', // 山东省
  '410000': 'Henan', // 河南省
  '420000': 'Hubei', // 湖北省
  '430000': 'Hunan', // 湖南省
  '440000': 'Guangdong', // 广东省
  '450000': 'Guangxi', // 广西壮族自治区
  '460000': 'Hainan', // 海南省
  '500000': 'Chongqing', // 重庆市
  '510000': 'Sichuan', // 四川省
  '520000': 'Guizhou', // 贵州省
  '530000': 'Yunnan', // 云南省
  '540000': 'Tibet', // 西藏自治区
  '610000': 'Shaanxi', // 陕西省
  '620000': 'Gansu', // 甘肃省
  '630000': 'Qinghai', // 青海省
  '640000': 'Ningxia', // 宁夏回族自治区
  '650000': 'Xinjiang', // 新疆维吾尔自治区
  '710000': 'Taiwan', // 台湾省
  '810000': 'Hong Kong', // 香港特别行政区
  '820000': 'Macao', // 澳门特别行政区
  '110100': 'Beijing', // 北京市
  '110101': 'Dongcheng District', // 东城区
  '110102': 'Xicheng District', // 西城区
  '110105': 'Chaoyang District', // 朝阳区
  '110106': 'Fengtai District', // 丰台区
  '110107': 'Shijingshan District', // 石景山区
  '110108': 'Haidian District', // 海淀区
  '120100': 'Tianjin', // 天津市
  '120101': 'Heping District', // 和平区
  '120116': 'Binhai New Area', // 滨海新区
  '130100': 'Shijiazhuang', // 石家庄市
  '130102': "Chang'an District", // 长安区
  '130104': 'Qiaoxi District', // 桥西区
  '130200': 'Tangshan', // 唐山市
  '130202': 'Lunan District', // 路南区
  '130203': 'Lubei District', // 路北区
  '130207': 'Fengnan District', // 丰南区
  '130209': 'Caofeidian District', // 曹妃甸区
  '130400': 'Handan', // 邯郸市
  '130600': 'Baoding', // 保定市
  '140100': 'Taiyuan', // 太原市
  '150200': 'Baotou', // 包头市
  '210100': 'Shenyang', // 沈阳市
  '210102': 'Heping District', // 和平区
  '210103': 'Shenhe District', // 沈河区
  '210200': 'Dalian', // 大连市
  '210300': 'Anshan', // 鞍山市
  '210302': 'Tiedong District', // 铁东区
  '210303': 'Tiexi District', // 铁西区
  '210500': 'Benxi', // 本溪市
  '310100': 'Shanghai', // 上海市
  '310101': 'Huangpu District', // 黄浦区
  '310104': 'Xuhui District', // 徐汇区
  '310113': 'Baoshan District', // 宝山区
  '310115': 'Pudong New Area', // 浦东新区
  '320100': 'Nanjing', // 南京市
  '320102': 'Xuanwu District', // 玄武区
  '320106': 'Gulou District', // 鼓楼区
  '320200': 'Wuxi', // 无锡市
  '320400': 'Changzhou', // 常州市
  '320500': 'Suzhou', // 苏州市
  '320582': 'Zhangjiagang', // 张家港市
  '330100': 'Hangzhou', // 杭州市
  '340500': "Ma'anshan", // 马鞍山市
  '370100': 'Jinan', // 济南市
  '370200': 'Qingdao', // 青岛市
  '370300': 'Zibo', // 淄博市
  '410100': 'Zhengzhou', // 郑州市
  '420100': 'Wuhan', // 武汉市
  '420106': 'Wuchang District', // 武昌区
  '420107': 'Qingshan District', // 青山区
  '430100': 'Changsha', // 长沙市
  '440100': 'Guangzhou', // 广州市
  '440300': 'Shenzhen', // 深圳市
  '500100': 'Chongqing', // 重庆市
  '510100': 'Chengdu', // 成都市
  '510400': 'Panzhihua', // 攀枝花市
  '610100': "Xi'an", // 西安市
  '620200': 'Jiayuguan', // 嘉峪关市
};

/** Province-level divisions missing from the statistics file; listed without cities, so addresses there are typed in. */
const EXTRA_PROVINCES: RegionRow[] = [
  ['710000', null, '台湾省', 'Taiwan'],
  ['810000', null, '香港特别行政区', 'Hong Kong'],
  ['820000', null, '澳门特别行政区', 'Macao'],
];

/** The placeholder "cities" of the four municipalities, shown as one city named after the municipality. */
const MUNICIPALITY_PLACEHOLDERS = new Set(['市辖区', '县']);

const DIRECT_COUNTIES_EN: Record<string, string> = {
  省直辖县级行政区划: 'County-level cities under the province',
  自治区直辖县级行政区划: 'County-level cities under the region',
};

const pad = (code: string) => code.padEnd(6, '0');

/**
 * Every province, city and county of reference-data/china_divisions/pca-code.json (National Bureau
 * of Statistics codes, padded to six digits), plus Hong Kong, Macao and Taiwan. Parents come before
 * their children.
 */
export function loadRegionRows(root = path.join(process.cwd(), 'reference-data')): RegionRow[] {
  const tree = JSON.parse(fs.readFileSync(path.join(root, 'china_divisions', 'pca-code.json'), 'utf8')) as Division[];
  const rows = new Map<string, RegionRow>();
  const add = (code: string, parent: string | null, nameZh: string, fallbackEn?: string) => {
    if (!rows.has(code)) rows.set(code, [code, parent, nameZh, NAMES_EN[code] ?? fallbackEn ?? nameZh]);
  };
  for (const province of tree) {
    const provinceCode = pad(province.code);
    add(provinceCode, null, province.name);
    for (const city of province.children ?? []) {
      const merged = MUNICIPALITY_PLACEHOLDERS.has(city.name);
      const cityCode = merged ? `${province.code}0100` : pad(city.code);
      if (merged) add(cityCode, provinceCode, province.name, NAMES_EN[provinceCode]);
      else add(cityCode, provinceCode, city.name, DIRECT_COUNTIES_EN[city.name]);
      for (const county of city.children ?? []) add(county.code, cityCode, county.name);
    }
  }
  for (const row of EXTRA_PROVINCES) rows.set(row[0], row);
  return [...rows.values()];
}
