// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { aiCall, ApiCallError, get, handleEnvelope, post, raw, setErrorNotifier, setLoginRedirect } from '@/lib/api/client';
import { authApi } from '@/lib/api/auth';
import { researchClient, setResearchLoginRedirect } from '@/lib/api/research-client';

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
  Cookies.remove('token');
});
afterAll(() => server.close());

const url = (p: string) => `http://localhost:3000/atsteel/${p}`;

describe('the /atsteel/ client', () => {
  it('sends GET payloads as query and the Bearer token from the cookie', async () => {
    Cookies.set('token', 'tok123');
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
    await expect(authApi.login({ userName: 'demo_user', password: 'Wrong-pass1' })).resolves.toEqual({ code: -1, data: null, msg: '账号或密码错误' });
    server.use(mswHttp.post(url('loginCustom/loginByMobile'), () => HttpResponse.json({ code: -1, data: null, msg: 'This account is disabled' }, { status: 403 })));
    await expect(authApi.loginByMobile({ mobile: '13800000000', code: '123456' })).resolves.toEqual({ code: -1, data: null, msg: 'This account is disabled' });
    expect(toasts).toEqual([]);
    expect(logins).toEqual([]);
  });

  it('does not toast when a failure has no msg', async () => {
    server.use(mswHttp.post(url('a/c'), () => HttpResponse.json({ code: -1, data: null, msg: '' })));
    await expect(post('a/c')).rejects.toBeInstanceOf(ApiCallError);
    expect(toasts).toEqual([]);
  });

  it('lets raw calls bypass the envelope handling', async () => {
    server.use(mswHttp.post(url('loginCustom/login'), () => HttpResponse.json({ code: -1, data: null, msg: 'wrong password' })));
    const res = await raw({ method: 'post', url: 'loginCustom/login', data: {} });
    expect(res.data).toEqual({ code: -1, data: null, msg: 'wrong password' });
    expect(toasts).toEqual([]);
  });

  it('passes AI call failures to the success handler', async () => {
    server.use(mswHttp.post(url('ai/conversationsSave'), () => HttpResponse.json({ code: -1, data: null, msg: 'model busy' }, { status: 500 })));
    await expect(aiCall('post', 'ai/conversationsSave', {})).resolves.toEqual({ code: -1, data: null, msg: 'model busy' });
    expect(toasts).toEqual([]);
  });
});

describe('the research data client', () => {
  it('returns data on 0, null otherwise, and goes to /login on -100', async () => {
    const redirected: number[] = [];
    setResearchLoginRedirect(() => redirected.push(1));
    server.use(mswHttp.get(url('researchData/page'), () => HttpResponse.json({ code: 0, data: { total: 1 }, msg: '' })));
    await expect(researchClient.page({ pageNum: 1 })).resolves.toEqual({ total: 1 });
    server.use(mswHttp.get(url('researchData/get'), () => HttpResponse.json({ code: -1, data: null, msg: 'x' })));
    await expect(researchClient.get({ id: 1 })).resolves.toBeNull();
    server.use(mswHttp.get(url('researchData/get'), () => HttpResponse.json({ code: -1, data: null, msg: 'No such record' }, { status: 404 })));
    await expect(researchClient.get({ id: 1 })).resolves.toBeNull();
    expect(redirected).toEqual([]);
    server.use(mswHttp.get(url('researchData/get'), () => HttpResponse.json({ code: -100, data: null, msg: 'x' })));
    await expect(researchClient.get({ id: 1 })).resolves.toBeNull();
    expect(redirected).toEqual([1]);
  });
});
