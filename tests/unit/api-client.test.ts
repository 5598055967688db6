// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { removeCookie, writeCookie } from '@/lib/session/browser-cookies';
import { setupServer } from 'msw/node';
import type { Route } from '@/lib/route';
import { authCalls } from '@/lib/api/calls/auth';
import { libraryCalls } from '@/lib/api/calls/library';
import { messagesCalls } from '@/lib/api/calls/messages';
import { paymentCalls } from '@/lib/api/calls/payments';
import { ApiCallError, callHref, handleEnvelope, request, setErrorNotifier, setLoginRedirect } from '@/lib/api/client';

const server = setupServer();
const toasts: string[] = [];
const logins: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setErrorNotifier((m) => toasts.push(m));
  setLoginRedirect((to) => logins.push(to));
});
afterEach(() => {
  server.resetHandlers();
  toasts.length = 0;
  logins.length = 0;
  localStorage.clear();
  removeCookie('token', { path: '/' });
});
afterAll(() => server.close());

const url = (p: string) => `http://localhost:3000/atsteel/${p}`;
/** A plain JSON call (the default answer), as the generated call modules declare them. */
const GET = (path: string) => ({ method: 'GET', path }) as Route<Record<string, unknown>, unknown>;
const POST = (path: string) => ({ method: 'POST', path }) as Route<Record<string, unknown>, unknown>;
const get = (path: string, input?: Record<string, unknown>) => request(GET(path), input);
const post = (path: string, input?: Record<string, unknown>) => request(POST(path), input);

describe('the /atsteel/ client', () => {
  it('sends GET payloads as query and the Bearer token from the cookie', async () => {
    writeCookie('token', 'tok123', { path: '/' });
    let seen: { auth: string | null; q: string } = { auth: null, q: '' };
    server.use(
      mswHttp.get(url('steelName/steelDetail'), ({ request }) => {
        seen = { auth: request.headers.get('authorization'), q: new URL(request.url).search };
        return HttpResponse.json({ code: 0, data: { id: 7 }, msg: 'ok' });
      }),
    );
    await expect(get('steelName/steelDetail', { id: 7 })).resolves.toEqual({ id: 7 });
    expect(seen).toEqual({ auth: 'Bearer tok123', q: '?id=7' });
  });

  it('sends POST payloads as the JSON body', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(url('steelName/steelSearch'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, data: [1], msg: '' });
      }),
    );
    await expect(post('steelName/steelSearch', { keyword: 'Q355' })).resolves.toEqual([1]);
    expect(body).toEqual({ keyword: 'Q355' });
  });

  it('returns the whole body when data is empty and removes the stored code', async () => {
    localStorage.setItem('code', '-101');
    server.use(mswHttp.post(url('x/y'), () => HttpResponse.json({ code: 0, data: null, msg: 'done' })));
    await expect(post('x/y')).resolves.toEqual({ code: 0, data: null, msg: 'done' });
    expect(localStorage.getItem('code')).toBeNull();
  });

  it.each([-100, -101])('stores code %i and goes to /login keeping the page', async (code) => {
    window.history.pushState({}, '', '/en/my/info?tab=2');
    server.use(mswHttp.get(url('getUserInfo'), () => HttpResponse.json({ code, data: null, msg: 'sign in' })));
    await expect(get('getUserInfo')).rejects.toBeInstanceOf(ApiCallError);
    expect(localStorage.getItem('code')).toBe(String(code));
    expect(logins).toEqual(['/en/my/info?tab=2']);
    expect(toasts).toEqual([]);
  });

  it('toasts msg for any other failure and removes the stored code', async () => {
    localStorage.setItem('code', '-100');
    server.use(mswHttp.post(url('a/b'), () => HttpResponse.json({ code: -1, data: null, msg: 'Save failed' })));
    await expect(post('a/b')).rejects.toMatchObject({ code: -1, message: 'Save failed' });
    expect(toasts).toEqual(['Save failed']);
    expect(localStorage.getItem('code')).toBeNull();
  });

  it('handles an envelope carried by an HTTP error status', async () => {
    server.use(mswHttp.get(url('nope'), () => HttpResponse.json({ code: -1, data: null, msg: 'This API call does not exist' }, { status: 404 })));
    await expect(get('nope')).rejects.toMatchObject({ code: -1 });
    expect(toasts).toEqual(['This API call does not exist']);
  });

  // Refusals answer 4xx with code -1 (docs/ARCHITECTURE.md, "The API"): the caller sees exactly
  // what the same envelope with HTTP 200 showed: the translated msg as a toast, the code, no redirect.
  it.each([200, 400, 403, 404, 409, 429])('shows the message of a code -1 envelope carried by HTTP %i', async (status) => {
    localStorage.setItem('code', '-101');
    server.use(mswHttp.post(url('user/address/saveAddress'), () => HttpResponse.json({ code: -1, data: null, msg: '没有对应的编号' }, { status })));
    await expect(post('user/address/saveAddress', { id: 9 })).rejects.toMatchObject({ name: 'ApiCallError', code: -1, message: '没有对应的编号' });
    expect(toasts).toEqual(['没有对应的编号']);
    expect(logins).toEqual([]);
    expect(localStorage.getItem('code')).toBeNull();
  });

  it('reads a 4xx envelope given to handleEnvelope directly (uploads, exports) like a 200 one', () => {
    expect(() => handleEnvelope(409, { code: -1, data: null, msg: 'Already decided' })).toThrow(expect.objectContaining({ code: -1, message: 'Already decided' }));
    expect(() => handleEnvelope(200, { code: -1, data: null, msg: 'Already decided' })).toThrow(expect.objectContaining({ code: -1, message: 'Already decided' }));
    expect(toasts).toEqual(['Already decided', 'Already decided']);
  });

  it('gives the sign-in form the message of a refused sign-in answered 400 or 403', async () => {
    server.use(mswHttp.post(url('loginCustom/login'), () => HttpResponse.json({ code: -1, data: null, msg: '账号或密码错误' }, { status: 400 })));
    await expect(request(authCalls.login, { userName: 'demo_user', password: 'Wrong-pass1' })).resolves.toEqual({ code: -1, data: null, msg: '账号或密码错误' });
    server.use(mswHttp.post(url('loginCustom/loginByMobile'), () => HttpResponse.json({ code: -1, data: null, msg: 'This account is disabled' }, { status: 403 })));
    await expect(request(authCalls.loginByMobile, { mobile: '13800000000', code: '123456' })).resolves.toEqual({ code: -1, data: null, msg: 'This account is disabled' });
    expect(toasts).toEqual([]);
    expect(logins).toEqual([]);
  });

  it('does not toast when a failure has no msg', async () => {
    server.use(mswHttp.post(url('a/c'), () => HttpResponse.json({ code: -1, data: null, msg: '' })));
    await expect(post('a/c')).rejects.toBeInstanceOf(ApiCallError);
    expect(toasts).toEqual([]);
  });

  it('gives a call declared .envelope() its envelope without toast or redirect', async () => {
    server.use(mswHttp.get(url('messages/unreadCount'), () => HttpResponse.json({ code: -101, data: null, msg: 'sign in' })));
    await expect(request(messagesCalls.unreadCount)).resolves.toEqual({ code: -101, data: null, msg: 'sign in' });
    server.use(mswHttp.get(url('messages/unreadCount'), () => new HttpResponse('oops', { status: 502 })));
    await expect(request(messagesCalls.unreadCount)).resolves.toEqual({ code: -1, data: null, msg: '' });
    expect(toasts).toEqual([]);
    expect(logins).toEqual([]);
  });

  it('sends the Idempotency-Key of a call declared .idempotent(), and none for other calls', async () => {
    const keys: (string | null)[] = [];
    server.use(
      mswHttp.post(url('library/saveLibraryOrder'), ({ request: r }) => {
        keys.push(r.headers.get('idempotency-key'));
        return HttpResponse.json({ code: 0, data: { orderNo: 'A1' }, msg: '' });
      }),
      mswHttp.post(url('payment/cancelOrder'), ({ request: r }) => {
        keys.push(r.headers.get('idempotency-key'));
        return HttpResponse.json({ code: 0, data: { orderNo: 'A1' }, msg: '' });
      }),
    );
    await request(libraryCalls.saveLibraryOrder, { items: [{ id: 1, quantity: 1 }] }, { idempotencyKey: 'key-1' });
    await request(paymentCalls.cancelOrder, { orderNo: 'A1' });
    expect(keys).toEqual(['key-1', null]);
  });

  it('answers the bytes and headers of a call declared .binary()', async () => {
    server.use(mswHttp.get(url('loginCustom/verifyCode'), () => new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'x-captcha-id': 'c1' } })));
    const answer = await request(authCalls.verifyCode);
    expect(answer.headers.get('x-captcha-id')).toBe('c1');
    expect(await answer.blob.text()).toBe('<svg/>');
  });

  it('answers the workbook of a call declared .xlsx(), and handles a refusal like any call', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    server.use(mswHttp.get(url('payment/exportOrder'), () => new HttpResponse('PK', { headers: { 'content-type': xlsx } })));
    expect(await (await request(paymentCalls.exportOrder, {})).text()).toBe('PK');
    server.use(mswHttp.get(url('payment/exportOrder'), () => HttpResponse.json({ code: -1, data: null, msg: 'No permission' }, { status: 403 })));
    await expect(request(paymentCalls.exportOrder, {})).rejects.toMatchObject({ code: -1, message: 'No permission' });
    expect(toasts).toEqual(['No permission']);
  });

  it('writes the address of a GET call for a link, leaving empty values out', () => {
    expect(callHref(libraryCalls.getPreview, { id: 7 })).toBe('/atsteel/library/getPreview?id=7');
    expect(callHref(paymentCalls.exportOrder, { keyword: '', status: 'paid', from: undefined })).toBe('/atsteel/payment/exportOrder?status=paid');
    expect(callHref(paymentCalls.exportOrder, { keyword: 'A 1' })).toBe('/atsteel/payment/exportOrder?keyword=A+1');
  });
});
