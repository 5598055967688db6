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
];
