import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paySandboxTrades } from '@/lib/server/db/schema';
import { NotificationRejected, type WechatNativePay } from '@/lib/server/payments/provider';
import { runSandboxAction } from '@/lib/server/payments/sandbox/actions';
import { sandboxWechatConfig } from '@/lib/server/payments/sandbox/merchant';
import { wechatNotification } from '@/lib/server/payments/sandbox/notify';
import type { WechatKeyMode } from '@/lib/server/payments/sandbox/settings';
import { wechatTransaction } from '@/lib/server/payments/sandbox/wechat-api';
import { createWechatNativePay, WechatPayError } from '@/lib/server/payments/wechat/client';
import { aesGcmEncrypt, HEADER, PROBE_SIGNATURE_PREFIX, responseMessage, rsaSign, signRequest, unixTime } from '@/lib/server/payments/wechat/protocol';
import { orderNo, prepay, startSandbox, type SandboxHarness, type SentNotification } from './pay-providers-helpers';

/**
 * WeChat Pay API v3 native payment against the in-app sandbox (issue 12): the same client and
 * verification code as production; every tampered notification is refused, in both key modes.
 */
describe.each<WechatKeyMode>(['publicKey', 'platformCertificate'])('WeChat Pay v3 with the sandbox signing by %s', (keyMode) => {
  let h: SandboxHarness;
  let pay: WechatNativePay;

  beforeAll(async () => {
    h = await startSandbox(keyMode);
    pay = createWechatNativePay(sandboxWechatConfig(h.settings, h.base));
    // The order core's part: verify, then answer 204; refuse with 4xx otherwise.
    h.respond = async (n) => {
      try {
        await pay.verifyNotification(n.headers, n.body);
        return new Response(null, { status: 204 });
      } catch (error) {
        return Response.json({ code: 'FAIL', message: (error as Error).message }, { status: (error as NotificationRejected).status ?? 400 });
      }
    };
  });
  afterAll(() => h.close());

  /** Creates an order, pays it in the sandbox and returns the real notification it sent. */
  async function paidNotification(amountFen = 26_400): Promise<{ no: string; n: SentNotification }> {
    const no = orderNo('W');
    const { codeUrl } = await pay.createNativeOrder(prepay(no, amountFen));
    const id = codeUrl.split('/').pop()!;
    h.sent.length = 0;
    const result = await runSandboxAction(h.db.db, h.settings, 'wechat', id, 'pay');
    expect(result).toMatchObject({ ok: true, delivery: { acknowledged: true, probeRefused: true } });
    expect(h.sent).toHaveLength(2);
    return { no, n: h.sent[1] };
  }

  const serial = () => (keyMode === 'publicKey' ? h.settings.keys.wechat.publicKeyId : h.settings.keys.wechat.platformSerial);
  const signingKey = () => (keyMode === 'publicKey' ? h.settings.keys.wechat.wechatpayPrivateKey : h.settings.keys.wechat.platformPrivateKey);

  /** Headers correctly signed by the sandbox's WeChat Pay key over a body of our choosing. */
  function signedBy(body: string, timestamp = unixTime(), key = signingKey(), name = serial()): Headers {
    const nonce = crypto.randomBytes(16).toString('hex');
    return new Headers({
      [HEADER.serial]: name,
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.signature]: rsaSign(responseMessage(timestamp, nonce, body), key),
    });
  }

  async function expectRejected(headers: Headers, body: string, reason: RegExp) {
    const attempt = pay.verifyNotification(headers, body);
    await expect(attempt).rejects.toBeInstanceOf(NotificationRejected);
    await expect(attempt).rejects.toThrow(reason);
  }

  it('creates a native order whose code_url opens the sandbox page, and reports it waiting', async () => {
    const no = orderNo('W');
    const { codeUrl } = await pay.createNativeOrder(prepay(no));
    expect(codeUrl).toMatch(/^http:\/\/portal\.test\/paySandbox\/wechat\/[A-Za-z0-9_-]+$/);
    expect(await pay.queryOrder(no)).toEqual({ state: 'waiting' });
    // Asking again for the same order gives the same code_url; other contents are refused.
    expect((await pay.createNativeOrder(prepay(no))).codeUrl).toBe(codeUrl);
    await expect(pay.createNativeOrder(prepay(no, 1))).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('verifies the notification of a sandbox payment after refusing its probe, and the query agrees', async () => {
    const { no, n } = await paidNotification(26_400);
    expect(n.headers.get(HEADER.serial)).toBe(serial());
    const payment = await pay.verifyNotification(n.headers, n.body);
    expect(payment).toMatchObject({ channel: 'wechat', outTradeNo: no, amountFen: 26_400 });
    expect(payment!.transactionId).toMatch(/^\d{28}$/);
    const state = await pay.queryOrder(no);
    expect(state).toMatchObject({ state: 'paid', payment: { outTradeNo: no, transactionId: payment!.transactionId, amountFen: 26_400 } });
    const [row] = await h.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, no));
    expect(row).toMatchObject({ state: 'paid', notifyAttempts: 1, notifyStatus: 204 });
  });

  it('refuses the signature probe the sandbox sends first', async () => {
    const { n } = await paidNotification();
    const probe = new Headers(n.headers);
    probe.set(HEADER.signature, `${PROBE_SIGNATURE_PREFIX}${crypto.randomBytes(64).toString('base64')}`);
    await expectRejected(probe, n.body, /signature probe/);
  });

  it('refuses one byte changed in the body and re-serialised JSON', async () => {
    const { n } = await paidNotification();
    const i = n.body.indexOf('"id":"') + 7;
    const flipped = `${n.body.slice(0, i)}${n.body[i] === 'a' ? 'b' : 'a'}${n.body.slice(i + 1)}`;
    await expectRejected(n.headers, flipped, /bad signature/);
    await expectRejected(n.headers, JSON.stringify(JSON.parse(n.body), null, 1), /bad signature/);
    await expectRejected(n.headers, `${n.body} `, /bad signature/);
  });

  it('refuses an unknown serial and the other mode’s key named for this signature', async () => {
    const { n } = await paidNotification();
    const unknown = new Headers(n.headers);
    unknown.set(HEADER.serial, 'PUB_KEY_ID_0000000000000000000000000000000000');
    await expectRejected(unknown, n.body, /unknown serial/);
    const other = new Headers(n.headers);
    const w = h.settings.keys.wechat;
    other.set(HEADER.serial, keyMode === 'publicKey' ? w.platformSerial : w.publicKeyId);
    await expectRejected(other, n.body, /bad signature/);
  });

  it.each([HEADER.serial, HEADER.signature, HEADER.timestamp, HEADER.nonce])('refuses a notification without %s', async (name) => {
    const { n } = await paidNotification();
    const headers = new Headers(n.headers);
    headers.delete(name);
    await expectRejected(headers, n.body, /missing signature header/);
  });

  it('refuses timestamps 5 minutes or more off, even correctly signed, and accepts 299 seconds', async () => {
    const { n } = await paidNotification();
    const now = Math.floor(Date.now() / 1000);
    await expectRejected(signedBy(n.body, String(now - 300)), n.body, /timestamp/);
    await expectRejected(signedBy(n.body, String(now + 301)), n.body, /timestamp/);
    await expectRejected(signedBy(n.body, 'yesterday'), n.body, /timestamp/);
    // The verifier reads the time through its config's clock: held at `now`, so a slow machine does not move the 299 s across the line.
    const held = createWechatNativePay({ ...sandboxWechatConfig(h.settings, h.base), now: () => now * 1000 });
    await expect(held.verifyNotification(signedBy(n.body, String(now - 299)), n.body)).resolves.toMatchObject({ channel: 'wechat' });
  });

  it('refuses a flipped ciphertext bit even when the body is signed again', async () => {
    const { n } = await paidNotification();
    const body = JSON.parse(n.body);
    const bytes = Buffer.from(body.resource.ciphertext, 'base64');
    bytes[5] ^= 0x01;
    body.resource.ciphertext = bytes.toString('base64');
    const text = JSON.stringify(body);
    await expectRejected(signedBy(text), text, /does not decrypt/);
  });

  it('refuses a resource encrypted with another API v3 key', async () => {
    const { n } = await paidNotification();
    const body = JSON.parse(n.body);
    const tx = JSON.stringify({ appid: h.settings.keys.wechat.appid, mchid: h.settings.keys.wechat.mchid, out_trade_no: 'X1', trade_state: 'SUCCESS' });
    body.resource.ciphertext = aesGcmEncrypt(tx, 'A'.repeat(32), body.resource.nonce, body.resource.associated_data);
    const text = JSON.stringify(body);
    await expectRejected(signedBy(text), text, /does not decrypt/);
  });

  it.each([
    ['mchid', { mchid: '1900000999' }, /mchid/],
    ['appid', { appid: 'wx0000000000000000' }, /appid/],
  ])('refuses a transaction for another %s, correctly encrypted and signed', async (_name, change, reason) => {
    const no = orderNo('W');
    const { codeUrl } = await pay.createNativeOrder(prepay(no));
    await runSandboxAction(h.db.db, h.settings, 'wechat', codeUrl.split('/').pop()!, 'pay');
    const [trade] = await h.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, no));
    const real = wechatNotification(h.settings, trade);
    const body = JSON.parse(real.body);
    const tx = { ...wechatTransaction(trade), ...change };
    body.resource.ciphertext = aesGcmEncrypt(JSON.stringify(tx), h.settings.keys.wechat.apiV3Key, body.resource.nonce, body.resource.associated_data);
    const text = JSON.stringify(body);
    await expectRejected(signedBy(text), text, reason);
    // The untouched notification of the same trade passes: the refusal is the changed field.
    await expect(pay.verifyNotification(new Headers(real.headers), real.body)).resolves.toMatchObject({ outTradeNo: no });
  });

  it('returns null for a notification of a trade that is not SUCCESS', async () => {
    const no = orderNo('W');
    const { codeUrl } = await pay.createNativeOrder(prepay(no));
    const [trade] = await h.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, no));
    expect(codeUrl).toContain(trade.id);
    const n = wechatNotification(h.settings, trade);
    await expect(pay.verifyNotification(new Headers(n.headers), n.body)).resolves.toBeNull();
  });

  it('closes an unpaid order, after which the payer cannot pay it', async () => {
    const no = orderNo('W');
    const { codeUrl } = await pay.createNativeOrder(prepay(no));
    await pay.closeOrder(no);
    expect(await pay.queryOrder(no)).toEqual({ state: 'closed' });
    expect(await runSandboxAction(h.db.db, h.settings, 'wechat', codeUrl.split('/').pop()!, 'pay')).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(await pay.queryOrder(orderNo('NONE'))).toEqual({ state: 'unknown' });
  });

  it('refuses an answer whose signature does not match its body', async () => {
    const tampering = createWechatNativePay(
      sandboxWechatConfig(h.settings, h.base, {
        fetch: async (input, init) => {
          const res = await fetch(input, init);
          const text = (await res.text()).replace('paySandbox', 'paySandboX');
          return new Response(text, { status: res.status, headers: res.headers });
        },
      }),
    );
    const attempt = tampering.createNativeOrder(prepay(orderNo('W')));
    await expect(attempt).rejects.toBeInstanceOf(WechatPayError);
    await expect(attempt).rejects.toMatchObject({ code: 'ANSWER_SIGNATURE' });
  });
});

describe('the WeChat sandbox API refuses requests the merchant did not sign', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await startSandbox();
  });
  afterAll(() => h.close());

  const path = '/paySandbox-api/wechat/v3/pay/transactions/native';
  const order = (no: string) =>
    JSON.stringify({ appid: h.settings.keys.wechat.appid, mchid: h.settings.keys.wechat.mchid, description: 'x', out_trade_no: no, notify_url: 'http://portal.test/n', amount: { total: 100 } });

  async function post(body: string, authorization?: string) {
    const res = await fetch(`${h.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body });
    return { status: res.status, body: (await res.json()) as { code: string } };
  }

  const sign = (body: string, over: Partial<Parameters<typeof signRequest>[0]> = {}) =>
    signRequest({
      mchid: h.settings.keys.wechat.mchid,
      serialNo: h.settings.keys.wechat.merchantSerialNo,
      privateKey: h.settings.keys.wechat.merchantPrivateKey,
      method: 'POST',
      urlPath: path,
      body,
      ...over,
    });

  async function tradeCount() {
    return (await h.db.db.select().from(paySandboxTrades)).length;
  }

  it('accepts a correctly signed request (the control case)', async () => {
    const body = order(orderNo('S'));
    expect((await post(body, sign(body))).status).toBe(200);
  });

  it('answers 401 SIGN_ERROR and records nothing for unsigned, forged, altered, stale or mislabelled requests', async () => {
    const before = await tradeCount();
    const body = order(orderNo('S'));
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const cases = [
      undefined,
      'Bearer abc',
      sign(body, { privateKey: other }),
      sign(order(orderNo('S'))),
      sign(body, { timestamp: String(Math.floor(Date.now() / 1000) - 301) }),
      sign(body, { serialNo: '0'.repeat(40) }),
      sign(body, { mchid: '1900000999' }),
      sign(body, { urlPath: '/v3/pay/transactions/native' }),
      sign(body).replace('signature="', 'signature="A'),
    ];
    for (const authorization of cases) {
      const answer = await post(body, authorization);
      expect(answer, authorization ?? 'no header').toMatchObject({ status: 401, body: { code: 'SIGN_ERROR' } });
    }
    expect(await tradeCount()).toBe(before);
  });
});
