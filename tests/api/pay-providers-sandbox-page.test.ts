import { createWechatNativePay } from '@/lib/server/payments/wechat/client';
import { sandboxWechatConfig } from '@/lib/server/payments/sandbox/merchant';
import { orderNo, prepay, startSandbox, type SandboxHarness } from './pay-providers-helpers';

/** The payer's buttons of the sandbox page (POST /paySandbox-api/page/{channel}/{id}). */
describe('the sandbox cashier buttons', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await startSandbox();
  });
  afterAll(() => h.close());

  async function newTrade(): Promise<string> {
    const pay = createWechatNativePay(sandboxWechatConfig(h.settings, h.base));
    const { codeUrl } = await pay.createNativeOrder(prepay(orderNo('B')));
    return codeUrl.split('/').pop()!;
  }

  const press = (id: string, action: unknown, contentType = 'application/json', channel = 'wechat') =>
    fetch(`${h.base}/paySandbox-api/page/${channel}/${id}`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify({ action }) });

  it('refuses other content types, unknown actions, channels and trades', async () => {
    const id = await newTrade();
    expect((await press(id, 'pay', 'text/plain')).status).toBe(415);
    expect((await press(id, 'refund')).status).toBe(400);
    expect((await press(id, 'pay', 'application/json', 'paypal')).status).toBe(404);
    expect((await press('nope', 'pay')).status).toBe(404);
    expect(h.sent).toHaveLength(0);
  });

  it('refuses bodies over 64 KB before reading them whole', async () => {
    const big = 'x'.repeat(100 * 1024);
    const wechat = await fetch(`${h.base}/paySandbox-api/wechat/v3/pay/transactions/native`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(wechat.status).toBe(413);
    const alipay = await fetch(`${h.base}/paySandbox-api/alipay/gateway.do`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: big });
    expect(alipay.status).toBe(413);
  });

  it('abandons, then pays once: ten simultaneous presses make one payment and one notification', async () => {
    const id = await newTrade();
    expect(await (await press(id, 'abandon')).json()).toMatchObject({ ok: true, trade: { state: 'abandoned' } });
    h.sent.length = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => press(id, 'pay')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(h.sent).toHaveLength(2); // the probe and the notification
    const paid = await (await press(id, 'fail')).json();
    expect(paid).toMatchObject({ ok: false, error: 'notAllowed', trade: { state: 'paid', notifyAttempts: 1, notifyStatus: 204 } });
    expect(await (await press(id, 'notify')).json()).toMatchObject({ ok: true, trade: { notifyAttempts: 2 } });
  });

  it('marks a failed payment, which can be paid after all', async () => {
    const id = await newTrade();
    expect(await (await press(id, 'fail')).json()).toMatchObject({ ok: true, trade: { state: 'failed' } });
    expect(await (await press(id, 'notify')).json()).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(await (await press(id, 'pay')).json()).toMatchObject({ ok: true, trade: { state: 'paid' } });
  });
});
