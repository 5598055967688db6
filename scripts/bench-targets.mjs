import { spawnSync } from 'node:child_process';
import { demoToken } from './lib/demo-session.mjs';

/**
 * What `npm run bench` measures. Each target is one request shape; `prepare(base, server)` may look
 * up ids on the running server first. Add a target when a screen or endpoint worth watching lands.
 */

async function bearer(base, userName) {
  return `Bearer ${await demoToken(base, userName)}`;
}

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
  {
    // Issue 12: a VIP order per request (price from the catalogue, a new Idempotency-Key each time).
    name: 'POST /atsteel/payment/saveVipOrder (new order, Idempotency-Key)',
    prepare: async (base) => {
      const authorization = await bearer(base, 'demo_lab');
      let n = 0;
      return {
        path: '/atsteel/payment/saveVipOrder',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ plan: 'yearly' }),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${process.pid}-${(n += 1)}` } }),
      };
    },
  },
  {
    // Issue 12: a signed, encrypted WeChat Pay notification (the sandbox's keys) for one order: the
    // first applies the payment, every later one is verified, decrypted and found already applied.
    name: 'POST /atsteel/pay/wxpay/notify (signed notification, verified and applied once)',
    prepare: async (base, server) => {
      const authorization = await bearer(base, 'demo_user');
      const headers = { 'content-type': 'application/json', authorization, 'idempotency-key': `bench-notify-${process.pid}` };
      const order = (await (await fetch(`${base}/atsteel/payment/saveVipOrder`, { method: 'POST', headers, body: JSON.stringify({ plan: 'monthly' }) })).json()).data;
      if (!order?.orderNo) throw new Error('bench: the VIP order was not created');
      // Offering the order through WeChat records the sandbox trade and creates the sandbox's keys.
      const qr = await fetch(`${base}/atsteel/pay/wxpay/native/order?orderNo=${order.orderNo}`, { headers: { authorization } });
      if (qr.status !== 200) throw new Error(`bench: the WeChat QR answered ${qr.status}`);
      const made = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/bench-notification.ts', server.dataDir, order.orderNo, String(order.amountFen)], { encoding: 'utf8' });
      if (made.status !== 0) throw new Error(`bench: notification not made: ${made.stderr}`);
      const notification = JSON.parse(made.stdout);
      return { path: '/atsteel/pay/wxpay/notify', method: 'POST', headers: notification.headers, body: notification.body };
    },
  },
  { name: 'GET /allServer/allServer (R&D data list page, zh)', path: '/allServer/allServer', headers: { cookie: 'lang=CN' } },
  {
    // Issue 16: the shared-data list as a visitor reads it (findable records, metadata only).
    name: 'GET /atsteel/researchData/page (visitor)',
    path: '/atsteel/researchData/page?page=1&pageSize=12',
    headers: { cookie: 'lang=EN' },
  },
  {
    // Issue 16: a record's detail page, which rebuilds the newest version and checks its hash chain and
    // Ed25519 signature on every request.
    name: 'GET /en/allServer/{id} (R&D record detail with verification)',
    prepare: async (base) => {
      const res = await fetch(`${base}/atsteel/researchData/page?page=1&pageSize=1`);
      const id = (await res.json())?.data?.list?.[0]?.id;
      return id ? { path: `/en/allServer/${id}`, headers: { cookie: 'lang=EN' } } : null;
    },
  },
  { name: 'GET /cloud/cloudHomepage (cloud home, zh)', path: '/cloud/cloudHomepage', headers: { cookie: 'lang=CN' } },
];
