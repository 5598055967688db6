import type { CheckLoginData } from '@/lib/session/client';
import { get, post, raw, type Envelope } from './client';

/** Typed calls of the login and gateway areas (spec section 7). */
export type SessionAnswer = CheckLoginData & { token: string };
export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind' | 'change' | 'security';

export interface WxConfig {
  appid: string;
  state: string;
  redirectUri: string;
  authorizeUrl: string;
  sandbox: boolean;
  expiresIn: number;
}

export type WxLoginAnswer = ({ status: 'login' } & SessionAnswer) | { status: 'bind'; ticket: string } | { status: 'bound'; nickname: string | null };

/** login and loginByMobile are raw calls (section 7): the form shows their msg itself. */
export async function rawPost<T>(url: string, data: unknown): Promise<Envelope<T>> {
  const res = await raw<Envelope<T>>({ method: 'post', url, data });
  return res.data ?? { code: -1, data: null, msg: '' };
}

export const authApi = {
  login: (body: { userName: string; password: string; visitorToken?: string }) => rawPost<SessionAnswer>('loginCustom/login', body),
  loginByMobile: (body: { mobile: string; code: string; visitorToken?: string }) => rawPost<SessionAnswer>('loginCustom/loginByMobile', body),
  loginByMobileAndRegis: (body: { mobile: string; code: string; visitorToken?: string }) => post<SessionAnswer>('loginCustom/loginByMobileAndRegis', body),
  logout: () => get<unknown>('loginCustom/logout'),
  /** The image captcha: a blob plus the id the server bound it to. */
  async captcha(): Promise<{ id: string; url: string }> {
    const res = await raw<Blob>({ method: 'get', url: 'loginCustom/verifyCode', responseType: 'blob' });
    const id = String(res.headers['x-captcha-id'] ?? '');
    return { id, url: URL.createObjectURL(res.data) };
  },
  sendMobile: (body: { mobile?: string; purpose: SmsPurpose; captchaId: string; captchaCode: string }) =>
    post<{ sent: boolean; validSeconds: number }>('gateway/sendMobile', body),
  verifySmsCode: (body: { mobile: string; purpose: SmsPurpose; code: string }) => post<{ valid: boolean }>('gateway/verifySmsCode', body),
  verifyMobileIsExist: (mobile: string) => post<{ exist: boolean }>('gateway/verifyMobileIsExist', { mobile }),
  verifyUserNameIsExist: (userName: string) => post<{ exist: boolean }>('gateway/verifyUserNameIsExist', { userName }),
  saveUserInfo: (body: Record<string, unknown>) => post<SessionAnswer>('gateway/saveUserInfo', body),
  forgetPassword: (body: { mobile: string; code: string; password: string; confirmPassword: string }) => post<unknown>('gateway/forgetPassword', body),
  getWxConfig: (purpose: 'login' | 'bind') => get<WxConfig>('wxLogin/getWxConfig', { purpose }),
  wxLogin: (body: { code: string; state: string }) => post<WxLoginAnswer>('wxLogin/login', body),
  wxBindingMobile: (body: { ticket: string; mobile: string; code: string }) => post<SessionAnswer>('loginCustom/wxBindingMobile', body),
  sandboxAuthorize: (body: { appid: string; state: string; redirect_uri: string; nickname: string }) =>
    post<{ redirect: string }>('wxSandbox/authorize', body),
};
