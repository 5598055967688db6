import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Forged payment notifications against the production build (issue 45 item 3): the providers' rejections used to
 * reach the order core as a second copy of `NotificationRejected` (services and routes are separate bundles), so
 * every forged notification answered 500 and logged an error. Each answers the documented 4xx
 * (docs/PAYMENT-PROVIDERS.md: 401 for the signature checks, 400 for the content), logs a
 * `payment_notification_rejected` warning and no `payment_notification_failed` error. Notifications are machine
 * calls with no language, so there is no language variant to test.
 */

const WECHAT = '/atsteel/pay/wxpay/notify';
const ALIPAY = '/atsteel/pay/alipay/notify';
const dataDir = process.env.E2E_DATA_DIR ?? './data';
const logFile = path.join(dataDir, 'server.log');

/** The sandbox's keys of the e2e server (DATA_DIR/pay-sandbox/keys.json): the providers' side signs what we forge. */
function sandboxKeys(): { wechat: { publicKeyId: string; wechatpayKey: string; apiV3Key: string }; alipay: { alipayKey: string } } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'pay-sandbox', 'keys.json'), 'utf8'));
}

/** The server log's lines written by `run` (the e2e server writes its output to DATA_DIR/server.log). */
async function logLinesOf(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const start = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  await run();
  // The log line is written before the answer is sent; give the file system a moment to show it.
  await new Promise((r) => setTimeout(r, 300));
  // Sliced in bytes: the log holds Chinese text, so a byte offset is not a character index.
  const text = fs.readFileSync(logFile).subarray(start).toString('utf8');
  return text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

const unix = (offsetSeconds = 0) => String(Math.floor(Date.now() / 1000) + offsetSeconds);
const nonce = () => crypto.randomBytes(16).toString('hex');

/** A TRANSACTION.SUCCESS body as WeChat Pay sends it, the transaction encrypted with `apiV3Key`. */
function wechatBody(apiV3Key: string, transaction: Record<string, unknown>): string {
  const iv = crypto.randomBytes(6).toString('hex');
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'));
  cipher.setAAD(Buffer.from('transaction', 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return JSON.stringify({
    id: crypto.randomUUID(),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce: iv },
  });
}

function transaction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appid: 'wxd678efh567hg6787',
    mchid: '1900000109',
    out_trade_no: `FORGED${Date.now()}`,
    transaction_id: `4200${Date.now()}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString(),
    amount: { total: 100, currency: 'CNY' },
    ...overrides,
  };
}

/** The four Wechatpay-* headers, signed over `timestamp\nnonce\nbody\n` by `key` (or carrying `signature` as given). */
function wechatHeaders(body: string, serial: string, opts: { key?: string; signature?: string; timestamp?: string } = {}): Record<string, string> {
  const timestamp = opts.timestamp ?? unix();
  const n = nonce();
  const signature =
    opts.signature ??
    crypto.sign('sha256', Buffer.from(`${timestamp}\n${n}\n${body}\n`, 'utf8'), { key: crypto.createPrivateKey(opts.key!), padding: crypto.constants.RSA_PKCS1_PADDING }).toString('base64');
  return { 'content-type': 'application/json', 'wechatpay-serial': serial, 'wechatpay-signature': signature, 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': n };
}

/** Makes sure the server built its providers (and the sandbox wrote its keys) before a test reads keys.json. */
async function warmProviders(request: APIRequestContext): Promise<void> {
  await request.post(WECHAT, { headers: { 'content-type': 'application/json' }, data: '{}' });
}

/**
 * Other specs run beside this one (the sandbox's own probes are refused too), so the log is searched for this
 * refusal's reason, and for any payment error at all.
 */
function expectLogged(lines: Record<string, unknown>[], channel: string, reason: RegExp): void {
  expect(lines.some((l) => l.event === 'payment_notification_rejected' && l.channel === channel && reason.test(String(l.reason))), `a rejection "${reason}" logged`).toBe(true);
  expect(lines.filter((l) => l.level === 'error' && String(l.event).startsWith('payment'))).toEqual([]);
}

async function expectWechatRefused(request: APIRequestContext, headers: Record<string, string>, body: string, status: number, reason: RegExp): Promise<void> {
  const lines = await logLinesOf(async () => {
    const res = await request.post(WECHAT, { headers, data: body });
    expect(res.status()).toBe(status);
    expect(await res.json()).toEqual({ code: 'FAIL', message: 'notification rejected' });
  });
  expectLogged(lines, 'wechat', reason);
}

test.describe('forged WeChat Pay notifications answer 4xx from the production build', () => {
  test.beforeEach(async ({ request }) => warmProviders(request));

  test('a notification without signature headers answers 401', async ({ request }) => {
    const body = wechatBody(sandboxKeys().wechat.apiV3Key, transaction());
    await expectWechatRefused(request, { 'content-type': 'application/json' }, body, 401, /missing signature header/);
  });

  test('a wrong signature under the trusted serial answers 401', async ({ request }) => {
    const keys = sandboxKeys().wechat;
    const body = wechatBody(keys.apiV3Key, transaction());
    await expectWechatRefused(request, wechatHeaders(body, keys.publicKeyId, { signature: crypto.randomBytes(256).toString('base64') }), body, 401, /bad signature/);
  });

  test('a body changed after signing answers 401', async ({ request }) => {
    const keys = sandboxKeys().wechat;
    const body = wechatBody(keys.apiV3Key, transaction());
    const headers = wechatHeaders(body, keys.publicKeyId, { key: keys.wechatpayKey });
    await expectWechatRefused(request, headers, body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '), 401, /bad signature/);
  });

  test('a timestamp ten minutes old answers 401', async ({ request }) => {
    const keys = sandboxKeys().wechat;
    const body = wechatBody(keys.apiV3Key, transaction());
    await expectWechatRefused(request, wechatHeaders(body, keys.publicKeyId, { key: keys.wechatpayKey, timestamp: unix(-600) }), body, 401, /timestamp/);
  });

  test('the signature probe answers 401', async ({ request }) => {
    const keys = sandboxKeys().wechat;
    const body = wechatBody(keys.apiV3Key, transaction());
    await expectWechatRefused(request, wechatHeaders(body, keys.publicKeyId, { signature: `WECHATPAY/SIGNTEST/${crypto.randomBytes(192).toString('base64')}` }), body, 401, /signature probe/);
  });

  test('an unknown serial answers 401', async ({ request }) => {
    const keys = sandboxKeys().wechat;
    const body = wechatBody(keys.apiV3Key, transaction());
    await expectWechatRefused(request, wechatHeaders(body, 'PUB_KEY_ID_0000000000000000000000000000000', { key: keys.wechatpayKey }), body, 401, /unknown serial/);
  });

  test('a correctly signed notification for another merchant answers 400', async ({ request }) => {
    const keys = sandboxKeys().wechat;
    const body = wechatBody(keys.apiV3Key, transaction({ mchid: '1230000109' }));
    await expectWechatRefused(request, wechatHeaders(body, keys.publicKeyId, { key: keys.wechatpayKey }), body, 400, /another merchant/);
  });
});

/** A trade_status_sync form; signed RSA2 (sorted fields without sign and sign_type) with `key` when given. */
function alipayForm(fields: Record<string, string>, key?: string): string {
  const all: Record<string, string> = {
    notify_time: '2026-12-02 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: nonce(),
    app_id: '2021000000000001',
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: `2026${Date.now()}`,
    out_trade_no: `FORGED${Date.now()}`,
    trade_status: 'TRADE_SUCCESS',
    total_amount: '1.00',
    seller_id: '2088000000000001',
    gmt_payment: '2026-12-02 10:00:00',
    ...fields,
  };
  if (key) {
    const content = Object.keys(all)
      .filter((k) => k !== 'sign' && k !== 'sign_type' && all[k] !== '')
      .sort()
      .map((k) => `${k}=${all[k]}`)
      .join('&');
    all.sign = crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(crypto.createPrivateKey(key), 'base64');
  }
  return new URLSearchParams(all).toString();
}

async function expectAlipayRefused(request: APIRequestContext, form: string, status: number, reason: RegExp): Promise<void> {
  const lines = await logLinesOf(async () => {
    const res = await request.post(ALIPAY, { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, data: form });
    expect(res.status()).toBe(status);
    expect(await res.text()).toBe('fail');
  });
  expectLogged(lines, 'alipay', reason);
}

test.describe('forged Alipay notifications answer 4xx from the production build', () => {
  test.beforeEach(async ({ request }) => warmProviders(request));

  test('a notification without sign answers 400', async ({ request }) => {
    await expectAlipayRefused(request, alipayForm({}), 400, /missing sign/);
  });

  test('a random sign (the probe) answers 401', async ({ request }) => {
    await expectAlipayRefused(request, alipayForm({ sign: crypto.randomBytes(256).toString('base64') }), 401, /bad signature/);
  });

  test('a field changed after signing answers 401', async ({ request }) => {
    const form = new URLSearchParams(alipayForm({}, sandboxKeys().alipay.alipayKey));
    form.set('total_amount', '0.01');
    await expectAlipayRefused(request, form.toString(), 401, /bad signature/);
  });

  test('a correctly signed notification for another application answers 400', async ({ request }) => {
    await expectAlipayRefused(request, alipayForm({ app_id: '2021000000009999' }, sandboxKeys().alipay.alipayKey), 400, /another application/);
  });

  test('a correctly signed notification for another seller answers 400', async ({ request }) => {
    await expectAlipayRefused(request, alipayForm({ seller_id: '2088000000009999' }, sandboxKeys().alipay.alipayKey), 400, /another merchant/);
  });
});
