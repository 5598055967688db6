import { bilingualSide, englishRuns, foreignLanguage, hasHan, languageSegments, textLanguage } from './text-language';

describe('text language', () => {
  it('finds English prose among grade names, standard numbers and units', () => {
    expect(englishRuns('ReH (upper yield)')).toEqual(['upper yield']);
    expect(englishRuns('thickness bands as listed')).toEqual(['thickness bands as listed']);
    expect(englishRuns('来源 material_standards')).toEqual(['material_standards']);
    expect(englishRuns('备注：alipay')).toEqual(['alipay']);
    expect(englishRuns('室温拉伸试验 (round)')).toEqual(['round']);
    expect(englishRuns('Q355B GB/T 1591-2018 A572 Gr.50 X5CrNi18-10 S355J2+N 470–630 MPa ≥ 27 J, −20 °C, 12 mm, Nb/V/Ti, ReH, ksi, PDF, VIP')).toEqual([]);
  });

  it('tells Chinese, English and neutral data apart', () => {
    expect(textLanguage('仅供参考')).toBe('zh');
    expect(textLanguage('Nb/V/Ti may be added by agreement')).toBe('en');
    expect(textLanguage('GB/T 1591-2018')).toBeNull();
    expect(textLanguage('<=16:355; >16-40:345')).toBeNull();
    expect(hasHan('Tangshan 唐山')).toBe(true);
  });

  it('picks the reader\'s side of a "中文 / English" pair', () => {
    const issuer = '国家市场监督管理总局 / State Administration for Market Regulation';
    expect(bilingualSide(issuer, 'zh')).toBe('国家市场监督管理总局');
    expect(bilingualSide(issuer, 'en')).toBe('State Administration for Market Regulation');
    expect(bilingualSide('ASTM International', 'zh')).toBe('ASTM International');
  });

  it('finds mixed text foreign on either page', () => {
    const citation = 'GB/T 1591-2018 表 1, as quoted in the producer\'s sheet';
    expect(foreignLanguage(citation, 'zh')).toBe('en');
    expect(foreignLanguage(citation, 'en')).toBe('zh');
    expect(foreignLanguage('A572 Grade 50', 'zh')).toBeNull();
    expect(foreignLanguage('仅供参考', 'zh')).toBeNull();
  });

  it('reads a Chinese name with one Latin word as Chinese, its English words marked (issue 48 item 9)', () => {
    expect(foreignLanguage('耐候钢 Corten 板', 'zh')).toBeNull();
    expect(foreignLanguage('宝钢 Baosteel Group', 'zh')).toBeNull();
    expect(foreignLanguage('耐候钢 Corten 板', 'en')).toBe('zh');
    expect(foreignLanguage('Weathering steel plate', 'zh')).toBe('en');
    expect(languageSegments('耐候钢 Corten 板')).toEqual([
      { text: '耐候钢 ', english: false },
      { text: 'Corten', english: true },
      { text: ' 板', english: false },
    ]);
    expect(languageSegments('Q355B 钢板')).toEqual([{ text: 'Q355B 钢板', english: false }]);
    expect(englishRuns('成分稳定性（Cpk）')).toEqual([]);
  });
});
