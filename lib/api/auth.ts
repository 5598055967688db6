import type { CallInput, CallOutput } from '@/lib/route';
import { authCalls, wechatCalls } from './calls/auth';
import { raw, request, type Envelope } from './client';

/** The browser's calls of the sign-in domain (lib/auth/contract.ts). */
type In<C> = CallInput<C>;

/**
 * login, loginByMobile and checkLogin are raw calls (section 7): the caller reads code and msg
 * itself (the login form shows msg, the session check must not redirect), so they skip the
 * shared envelope handling.
 */
async function rawCall<C extends typeof authCalls.login | typeof authCalls.loginByMobile | typeof authCalls.checkLogin>(
  call: C,
  data: In<C>,
): Promise<Envelope<CallOutput<C>>> {
  const res = await raw<Envelope<CallOutput<C>>>({ method: call.method, url: call.path, data });
  return res.data ?? { code: -1, data: null, msg: '' };
}

export const authApi = {
  login: (body: In<typeof authCalls.login>) => rawCall(authCalls.login, body),
  loginByMobile: (body: In<typeof authCalls.loginByMobile>) => rawCall(authCalls.loginByMobile, body),
  loginByMobileAndRegis: (body: In<typeof authCalls.loginByMobileAndRegis>) => request(authCalls.loginByMobileAndRegis, body),
  /** The start-up session check: a raw call, an invalid token clears the session instead of going to /login. */
  checkLogin: () => rawCall(authCalls.checkLogin, {}),
  logout: () => request(authCalls.logout),
  /** The image captcha (binary): a blob URL plus the id the server bound it to. */
  async captcha(): Promise<{ id: string; url: string }> {
    const res = await raw<Blob>({ method: authCalls.verifyCode.method, url: authCalls.verifyCode.path, responseType: 'blob' });
    const id = res.headers.get('x-captcha-id') ?? '';
    return { id, url: URL.createObjectURL(res.data) };
  },
  sendMobile: (body: In<typeof authCalls.sendMobile>) => request(authCalls.sendMobile, body),
  verifySmsCode: (body: In<typeof authCalls.verifySmsCode>) => request(authCalls.verifySmsCode, body),
  verifyMobileIsExist: (mobile: string) => request(authCalls.verifyMobileIsExist, { mobile }),
  verifyUserNameIsExist: (userName: string) => request(authCalls.verifyUserNameIsExist, { userName }),
  saveUserInfo: (body: In<typeof authCalls.saveUserInfo>) => request(authCalls.saveUserInfo, body),
  forgetPassword: (body: In<typeof authCalls.forgetPassword>) => request(authCalls.forgetPassword, body),
  getWxConfig: (purpose: 'login' | 'bind') => request(wechatCalls.getWxConfig, { purpose }),
  wxLogin: (body: In<typeof wechatCalls.wxLogin>) => request(wechatCalls.wxLogin, body),
  wxBindingMobile: (body: In<typeof wechatCalls.wxBindingMobile>) => request(wechatCalls.wxBindingMobile, body),
  sandboxAuthorize: (body: In<typeof wechatCalls.sandboxAuthorize>) => request(wechatCalls.sandboxAuthorize, body),
};
