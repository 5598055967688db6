/**
 * What `npm run bench` measures. Each target is one request shape; `prepare` may look up ids
 * on the running server first. Add a target when a screen or endpoint worth watching lands.
 */
export const targets = [
  { name: 'GET / (zh home)', path: '/', headers: { cookie: 'lang=CN' } },
  { name: 'GET /en (en home)', path: '/en', headers: { cookie: 'lang=EN' } },
  {
    name: 'POST /atsteel/saveVisitData',
    path: '/atsteel/saveVisitData',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ plateform: 'PC', path: '/bench', visitorToken: 'benchvisitor000001' }),
  },
  {
    // Similarity of one grade against every steel record in the database (issue 5, target p99 < 100 ms).
    name: 'GET /atsteel/intelligentMatching/similar (whole database)',
    prepare: async (base) => {
      const res = await fetch(`${base}/atsteel/steelName/steelSearch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ keyword: 'Q355B' }) });
      const id = (await res.json())?.data?.list?.[0]?.id;
      return id ? { path: `/atsteel/intelligentMatching/similar?id=${id}&limit=10` } : null;
    },
  },
  {
    name: 'POST /atsteel/steelName/steelSearch (keyword Q355)',
    path: '/atsteel/steelName/steelSearch',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: 'Q355', page: 1, pageSize: 20 }),
  },
  {
    name: 'POST /atsteel/steelName/steelSearch (tensile 600-800, Cr >= 0.8)',
    path: '/atsteel/steelName/steelSearch',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ properties: [{ key: 'tensileStrength', min: 600, max: 800 }], elements: [{ key: 'Cr', min: 0.8 }], sort: 'tensileStrength' }),
  },
  {
    // Every request asks a different range, so none is answered from the 60 s search cache.
    name: 'POST /atsteel/steelName/steelSearch (uncached: a new range every request)',
    path: '/atsteel/steelName/steelSearch',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    setupRequest: (() => {
      let n = 0;
      return (req) => {
        n += 1;
        const min = 300 + (n % 50000) / 100;
        return { ...req, body: JSON.stringify({ properties: [{ key: 'tensileStrength', min, max: min + 300 }], elements: [{ key: 'Cr', min: 0.3 }] }) };
      };
    })(),
  },
  {
    // A keyword search that misses the cache: the keyword rotates and a vanishing tensile minimum
    // (a millionth of a MPa more each request) makes every request's input new.
    name: 'POST /atsteel/steelName/steelSearch (uncached keyword)',
    path: '/atsteel/steelName/steelSearch',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    setupRequest: (() => {
      const keywords = ['Q355', 'S355', '40Cr', '304', 'stainless steel', '42CrMo', 'A572', 'SS400', 'Q235', '316L', '低合金', 'carbon'];
      let n = 0;
      return (req) => {
        n += 1;
        return { ...req, body: JSON.stringify({ keyword: keywords[n % keywords.length], properties: [{ key: 'tensileStrength', min: n / 1e6 }] }) };
      };
    })(),
  },
  {
    name: 'GET /atsteel/steelName/steelDetail (Q355B)',
    path: '/atsteel/steelName/steelDetail?id=q355b-stl012',
  },
  {
    name: 'GET /mind/seeDetail (Q355B detail page)',
    path: '/mind/seeDetail?id=q355b-stl012',
    headers: { cookie: 'lang=CN' },
  },
  {
    name: 'GET /en/mind/seeDetail (Q355B detail page, en)',
    path: '/en/mind/seeDetail?id=q355b-stl012',
    headers: { cookie: 'lang=EN' },
  },
];
