import 'server-only';
import type { DbExecutor } from '@/lib/server/db/client';
import { handleAlipayGateway } from './alipay-api';
import { SANDBOX_ACTIONS, type SandboxAction } from '@/lib/payments/sandbox';
import { runSandboxAction } from './actions';
import { readBody } from './body';
import { SANDBOX_API_PREFIX, type SandboxSettings } from './settings';
import { handleWechatApi } from './wechat-api';

const WECHAT_PREFIX = `${SANDBOX_API_PREFIX}/wechat`;

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * Everything under /paySandbox-api/: `wechat/v3/…` (WeChat Pay API v3), `alipay/gateway.do`
 * (Alipay's OpenAPI gateway) and `page/{channel}/{id}` (the payer's buttons, POST JSON
 * `{ "action": "pay" | "fail" | "abandon" | "notify" }`). `segments` are the path after the prefix.
 */
export async function handleSandboxRequest(req: Request, segments: readonly string[], ctx: { db: DbExecutor; settings: SandboxSettings }): Promise<Response> {
  const [area, ...rest] = segments;
  if (area === 'wechat') {
    // The raw path as signed by the merchant (still percent-encoded), after /paySandbox-api/wechat.
    const raw = new URL(req.url).pathname;
    const at = raw.indexOf(WECHAT_PREFIX);
    return handleWechatApi(req, at >= 0 ? raw.slice(at + WECHAT_PREFIX.length) : '/', ctx);
  }
  if (area === 'alipay' && rest.length === 1 && rest[0] === 'gateway.do' && (req.method === 'GET' || req.method === 'POST')) return handleAlipayGateway(req, ctx);
  if (area === 'page' && rest.length === 2 && req.method === 'POST') {
    const [channel, id] = rest;
    if (channel !== 'wechat' && channel !== 'alipay') return json(404, { error: 'notFound' });
    // JSON only: a cross-site form cannot post it without a CORS preflight, which this handler does not grant.
    if (!req.headers.get('content-type')?.startsWith('application/json')) return json(415, { error: 'contentType' });
    let action: unknown;
    try {
      action = (JSON.parse(await readBody(req)) as { action?: unknown }).action;
    } catch {
      return json(400, { error: 'badRequest' });
    }
    if (!SANDBOX_ACTIONS.includes(action as SandboxAction)) return json(400, { error: 'badRequest' });
    const result = await runSandboxAction(ctx.db, ctx.settings, channel, id, action as SandboxAction);
    return json(result.ok ? 200 : result.error === 'notFound' ? 404 : 409, result);
  }
  return json(404, { error: 'notFound' });
}
