/**
 * The server half of `npm run crash:payments` (scripts/payments-crash.ts): the real /atsteel/
 * dispatcher with every endpoint and the real database code, behind a plain node:http server, with a
 * test WeChat provider whose notifications are HMAC-signed with CRASH_SECRET (the real providers'
 * protocol is not what this test is about: it is about what a kill -9 leaves in the database).
 * Never used by the portal itself.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { createDispatcher } from '@/lib/server/api/dispatch';
import { findSessionUser } from '@/lib/server/auth/session';
import { NotificationRejected, type VerifiedPayment, type WechatNativePay } from '@/lib/server/payments/provider';
import { fixedProviders } from '@/lib/server/payments/providers';
import type { RateLimiter } from '@/lib/server/ratelimit';
import { endpoints } from '@/lib/server/registry';
import { createServices } from '@/lib/server/services';

const secret = process.env.CRASH_SECRET ?? '';

const crashWechat: WechatNativePay = {
  mode: 'sandbox',
  async createNativeOrder(req) {
    return { codeUrl: `weixin://crash/${req.outTradeNo}` };
  },
  async queryOrder() {
    return { state: 'unknown' };
  },
  async closeOrder() {},
  async verifyNotification(headers, rawBody): Promise<VerifiedPayment | null> {
    const expected = crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
    const given = headers.get('x-crash-signature') ?? '';
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw new NotificationRejected('bad signature', 401);
    const n = JSON.parse(rawBody) as { outTradeNo: string; transactionId: string; amountFen: number };
    return { channel: 'wechat', outTradeNo: n.outTradeNo, transactionId: n.transactionId, amountFen: n.amountFen, paidAt: new Date() };
  },
};

/** This harness is about what kill -9 leaves behind, not throttling: six workers create orders as fast as they can. */
const unlimited: RateLimiter = { hit: async () => ({ allowed: true, count: 0, retryAfter: 0 }), peek: async () => 0, reset: async () => undefined };

async function main() {
  // The environment's database, the crash provider, no throttling: one services object for the harness.
  const services = createServices({ payments: fixedProviders({ wechat: crashWechat }), rateLimiter: unlimited });
  await services.db();
  const dispatch = createDispatcher({ endpoints, loadUser: findSessionUser });
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const request = new Request(url, { method: req.method, headers, body: req.method === 'GET' ? undefined : body });
      const segments = url.pathname.replace(/^\/atsteel\//, '').split('/');
      const response = await dispatch(request, segments, services);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
