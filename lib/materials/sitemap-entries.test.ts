import { buildSitemap } from './sitemap-entries';

describe('the sitemap', () => {
  const routes = [
    { path: '/', area: 'portal', auth: 'public', built: true },
    { path: '/mind/mindIndex', area: 'materials', auth: 'public', built: true },
    { path: '/mind/mindCompare', area: 'materials', auth: 'public', built: false },
    { path: '/my/myFavorites', area: 'personal-centre', auth: 'user', built: true },
  ] as const;

  it('lists built public routes and every material page in both languages', () => {
    const map = buildSitemap('https://x.test', [...routes], [
      { id: 7, family: 'steel' },
      { id: 9, family: 'welding', updatedAt: '2025-01-02T00:00:00Z' },
    ]);
    const urls = map.map((e) => e.url);
    expect(urls).toEqual([
      'https://x.test/',
      'https://x.test/en',
      'https://x.test/mind/mindIndex',
      'https://x.test/en/mind/mindIndex',
      'https://x.test/mind/seeDetail?id=7',
      'https://x.test/en/mind/seeDetail?id=7',
      'https://x.test/mind/seeDetailHC?id=9',
      'https://x.test/en/mind/seeDetailHC?id=9',
    ]);
    expect(map[4].alternates?.languages).toEqual({ 'zh-CN': 'https://x.test/mind/seeDetail?id=7', en: 'https://x.test/en/mind/seeDetail?id=7' });
    expect(map[6].lastModified).toEqual(new Date('2025-01-02T00:00:00Z'));
  });
});
