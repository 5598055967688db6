import { DEMO_PASSWORD } from '@/lib/server/auth/seed';
import { callApi } from '../helpers/api';
import { newMobile, sendCode, authTestDatabase } from './auth-helpers';

authTestDatabase();

/** The sandbox's part: scan, confirm as `nickname`, follow the redirect back to /wxSuccess. */
async function scan(purpose: 'login' | 'bind', nickname: string, token?: string) {
  const config = await callApi('GET', 'wxLogin/getWxConfig', { query: { purpose }, token, lang: 'en' });
  expect(config.body.code).toBe(0);
  const url = new URL(config.body.data.authorizeUrl, 'http://localhost');
  expect(url.pathname).toBe('/wxSandbox');
  const auth = await callApi('POST', 'wxSandbox/authorize', {
    body: { appid: url.searchParams.get('appid'), state: url.searchParams.get('state'), redirect_uri: url.searchParams.get('redirect_uri'), nickname },
  });
  const back = new URL(auth.body.data.redirect, 'http://localhost');
  expect(back.pathname).toBe('/en/wxSuccess');
  return callApi('POST', 'wxLogin/login', { body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') }, token, lang: 'en' });
}

describe('WeChat QR login through the sandbox', () => {
  it('asks a new WeChat user for a mobile number, binds it, then signs the same WeChat user straight in', async () => {
    const first = await scan('login', 'Li Lei');
    expect(first.body.data).toMatchObject({ status: 'bind', ticket: expect.any(String) });
    const mobile = newMobile();
    const { code } = await sendCode(mobile, 'bind');
    const bound = await callApi('POST', 'loginCustom/wxBindingMobile', { body: { ticket: first.body.data.ticket, mobile, code } });
    expect(bound.body.data.userInfo).toMatchObject({ userName: 'Li Lei', userType: 'individual' });
    const again = await callApi('POST', 'loginCustom/wxBindingMobile', { body: { ticket: first.body.data.ticket, mobile, code }, lang: 'en' });
    expect(again).toMatchObject({ status: 400, body: { code: -1 } });
    const second = await scan('login', 'Li Lei');
    expect(second.body.data).toMatchObject({ status: 'login', userInfo: { userName: 'Li Lei' } });
  });

  it('binds WeChat to a signed-in account from the personal centre, and unbinds it', async () => {
    const token = (await callApi('POST', 'loginCustom/login', { body: { userName: 'demo_user', password: DEMO_PASSWORD } })).body.data.token;
    expect((await callApi('GET', 'wxLogin/getWxConfig', { query: { purpose: 'bind' } })).body.code).toBe(-100);
    expect((await scan('bind', 'Han Meimei', token)).body.data).toMatchObject({ status: 'bound' });
    expect((await callApi('GET', 'getUserInfo', { token })).body.data).toMatchObject({ wxBound: true, wxNickname: 'Han Meimei' });
    expect((await scan('login', 'Han Meimei')).body.data.userInfo.userName).toBe('demo_user');
    const other = (await callApi('POST', 'loginCustom/login', { body: { userName: 'demo_lab', password: DEMO_PASSWORD } })).body.data.token;
    expect((await scan('bind', 'Han Meimei', other))).toMatchObject({ status: 409, body: { code: -1, msg: 'This WeChat account is bound to another account' } });
    expect((await callApi('POST', 'myData/unbindWx', { token })).body.code).toBe(0);
    expect((await callApi('GET', 'getUserInfo', { token })).body.data.wxBound).toBe(false);
  });

  it('refuses a replayed state or code and a foreign redirect address', async () => {
    const config = await callApi('GET', 'wxLogin/getWxConfig');
    const url = new URL(config.body.data.authorizeUrl, 'http://localhost');
    const params = { appid: url.searchParams.get('appid'), state: url.searchParams.get('state') };
    const evil = await callApi('POST', 'wxSandbox/authorize', { body: { ...params, redirect_uri: 'https://evil.example/steal', nickname: 'x' }, lang: 'en' });
    expect(evil).toMatchObject({ status: 400, body: { code: -1, msg: 'This redirect address is not allowed' } });
    const ok = await callApi('POST', 'wxSandbox/authorize', { body: { ...params, redirect_uri: '/wxSuccess', nickname: 'Replay' } });
    const back = new URL(ok.body.data.redirect, 'http://localhost');
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    expect((await callApi('POST', 'wxLogin/login', { body })).body.code).toBe(0);
    expect((await callApi('POST', 'wxLogin/login', { body, lang: 'en' }))).toMatchObject({ status: 400, body: { code: -1, msg: 'The WeChat sign-in has expired. Please scan again' } });
    const fresh = await callApi('GET', 'wxLogin/getWxConfig');
    const state = new URL(fresh.body.data.authorizeUrl, 'http://localhost').searchParams.get('state');
    expect((await callApi('POST', 'wxLogin/login', { body: { code: body.code, state }, lang: 'en' }))).toMatchObject({ status: 400, body: { code: -1, msg: 'The WeChat authorisation is not valid. Please scan again' } });
  });
});
