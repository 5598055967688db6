import { z } from '@/lib/zod';
import { call, intParam, noInput } from '@/lib/contract';
import { SMS_PURPOSES, type SmsPurpose } from './sms-purposes';
import { LOGIN_NAME_PATTERN, MOBILE_PATTERN, SMS_CODE_PATTERN } from './rules';
import { isValidCreditCode } from './credit-code';

/**
 * The sign-in domain's contract (spec sections 3, 4 and 7: loginCustom, gateway, wxLogin): every
 * call's path, input schema and output type, declared once and used by the endpoints
 * (lib/server/auth, lib/server/wechat), the browser calls (lib/api/calls/auth.ts) and the antd forms.
 * Messages are keys of the Auth namespace, translated on both sides (CONVENTIONS.md).
 */

export { LOGIN_NAME_PATTERN, MOBILE_PATTERN, SMS_CODE_PATTERN };

export const mobileField = z
  .string({ error: 'Auth.mobileRequired' })
  .trim()
  .min(1, 'Auth.mobileRequired')
  .regex(MOBILE_PATTERN, 'Auth.mobileFormat');

export const smsCodeField = z
  .string({ error: 'Auth.codeRequired' })
  .trim()
  .min(1, 'Auth.codeRequired')
  .regex(SMS_CODE_PATTERN, 'Auth.codeFormat');

export const passwordField = z
  .string({ error: 'Auth.passwordRequired' })
  .min(1, 'Auth.passwordRequired')
  .min(8, 'Auth.passwordRule')
  .max(32, 'Auth.passwordRule')
  .regex(/[A-Za-z]/, 'Auth.passwordRule')
  .regex(/\d/, 'Auth.passwordRule');

export const confirmPasswordField = z.string({ error: 'Auth.confirmPasswordRequired' }).min(1, 'Auth.confirmPasswordRequired');

/** A unified social credit code with its GB 32100 check character (lib/auth/credit-code.ts); `message` names the field. */
export const creditCodeField = (message: string) => z.string({ error: message }).trim().toUpperCase().refine(isValidCreditCode, message);

export const emailField = z.string().trim().max(200, 'Auth.emailFormat').email('Auth.emailFormat');
export const optionalEmailField = z.union([z.literal(''), emailField]).optional();

export const loginNameField = z
  .string({ error: 'Auth.userNameRequired' })
  .trim()
  .min(1, 'Auth.userNameRequired')
  .regex(LOGIN_NAME_PATTERN, 'Auth.userNameFormat');

export { SMS_PURPOSES, type SmsPurpose };
export const smsPurposeField = z.enum(SMS_PURPOSES, { error: 'Auth.purposeInvalid' });

/** The two password fields must match ("two passwords inconsistent", spec section 5). */
const samePasswords = <T extends { password: string; confirmPassword: string }>(v: T) => v.password === v.confirmPassword;
const samePasswordsIssue = { message: 'Auth.passwordsInconsistent', path: ['confirmPassword'] };

export const passwordLoginSchema = z.object({
  userName: z.string({ error: 'Auth.accountRequired' }).trim().min(1, 'Auth.accountRequired').max(64, 'Auth.accountRequired'),
  password: z.string({ error: 'Auth.passwordRequired' }).min(1, 'Auth.passwordRequired').max(64, 'Auth.passwordRequired'),
  visitorToken: z.string().max(64).optional(),
});
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;

export const mobileLoginSchema = z.object({
  mobile: mobileField,
  code: smsCodeField,
  visitorToken: z.string().max(64).optional(),
});
export type MobileLoginInput = z.infer<typeof mobileLoginSchema>;

export const sendMobileSchema = z.object({
  mobile: mobileField.optional(),
  purpose: smsPurposeField,
  captchaId: z.string({ error: 'Auth.captchaRequired' }).min(1, 'Auth.captchaRequired').max(64),
  captchaCode: z.string({ error: 'Auth.captchaRequired' }).trim().min(1, 'Auth.captchaRequired').max(8),
});
export type SendMobileInput = z.infer<typeof sendMobileSchema>;

export const verifySmsCodeSchema = z.object({ mobile: mobileField, purpose: smsPurposeField, code: smsCodeField });
export const mobileExistsSchema = z.object({ mobile: mobileField });
export const userNameExistsSchema = z.object({ userName: loginNameField });

const agreement = z.literal(true, { error: 'Auth.agreementsRequired' });

export const registerSchema = z
  .object({
    mobile: mobileField,
    code: smsCodeField,
    userName: loginNameField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    fullName: z.string().trim().max(100).optional(),
    email: optionalEmailField,
    accountType: z.enum(['individual', 'company'], { error: 'Auth.accountTypeRequired' }).default('individual'),
    companyName: z.string().trim().max(200).optional(),
    creditCode: z
      .union([z.literal(''), creditCodeField('Auth.creditCodeFormat')])
      .optional(),
    industry: z.string().trim().max(100).optional(),
    contact: z.string().trim().max(100).optional(),
    enterpriseType: z.enum(['general', 'light_node']).default('general'),
    subAccountCount: intParam(0, 1000).default(0),
    serverRequirements: z.string().trim().max(1000).optional(),
    agreeUser: agreement,
    agreePrivacy: agreement,
    agreePlatform: agreement,
  })
  .refine(samePasswords, samePasswordsIssue)
  .refine((v) => v.accountType !== 'company' || !!v.companyName, { message: 'Auth.companyNameRequired', path: ['companyName'] });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgetPasswordSchema = z
  .object({ mobile: mobileField, code: smsCodeField, password: passwordField, confirmPassword: confirmPasswordField })
  .refine(samePasswords, samePasswordsIssue);
export type ForgetPasswordInput = z.infer<typeof forgetPasswordSchema>;

export const ssoSchema = z.object({ jwtStr: z.string({ error: 'Auth.ssoInvalid' }).min(1, 'Auth.ssoInvalid').max(4096) });

export const wxLoginSchema = z.object({
  code: z.string({ error: 'Auth.wxCodeInvalid' }).min(1, 'Auth.wxCodeInvalid').max(128),
  state: z.string({ error: 'Auth.wxStateInvalid' }).min(1, 'Auth.wxStateInvalid').max(128),
});
export const wxConfigSchema = z.object({ purpose: z.enum(['login', 'bind']).default('login'), redirect: z.string().max(500).optional() });
export const wxBindingMobileSchema = z.object({
  ticket: z.string({ error: 'Auth.wxStateInvalid' }).min(1, 'Auth.wxStateInvalid').max(128),
  mobile: mobileField,
  code: smsCodeField,
});
export type WxBindingMobileInput = z.infer<typeof wxBindingMobileSchema>;

export const sandboxAuthorizeSchema = z.object({
  appid: z.string().max(64),
  state: z.string({ error: 'Auth.wxStateInvalid' }).min(1, 'Auth.wxStateInvalid').max(128),
  redirect_uri: z.string().max(500),
  nickname: z.string({ error: 'Auth.wxNicknameRequired' }).trim().min(1, 'Auth.wxNicknameRequired').max(40, 'Auth.wxNicknameRequired'),
});

/** The answer of checkLogin and of every login call (spec sections 3 and 7). */
export interface SessionData {
  token: string;
  permission: string[];
  userInfo: { userName: string; userType: string };
  extendUserInfo: { companyName: string; isStandardSystem: boolean; isCompanyUser: boolean };
  listSysMenuUser: { path: string; titleKey: string }[];
}

export interface RolePermission {
  role: string;
  permission: string[];
  /** Every permission code the platform knows. */
  all: string[];
}

export interface UserLevel {
  level: number;
  name: string;
  description: string;
}

export interface WxConfig {
  appid: string;
  scope: 'snsapi_login';
  state: string;
  redirectUri: string;
  authorizeUrl: string;
  sandbox: boolean;
  expiresIn: number;
}

export type WxLoginResult = ({ status: 'login' } & SessionData) | { status: 'bind'; ticket: string } | { status: 'bound'; nickname: string | null };

/** loginCustom/* and gateway/*: sign-in, the session check, SMS codes, registration, password reset. */
export const authCalls = {
  login: call('POST', 'loginCustom/login', passwordLoginSchema).envelope().returns<SessionData>(),
  loginByMobile: call('POST', 'loginCustom/loginByMobile', mobileLoginSchema).envelope().returns<SessionData>(),
  loginByMobileAndRegis: call('POST', 'loginCustom/loginByMobileAndRegis', mobileLoginSchema).returns<SessionData>(),
  checkLogin: call('POST', 'loginCustom/checkLogin', noInput).envelope().returns<SessionData>(),
  logout: call('GET', 'loginCustom/logout', noInput).returns<null>(),
  getRolePermission: call('GET', 'loginCustom/getRolePermission', noInput).returns<RolePermission>(),
  /** Binary: an SVG image; its id comes in the X-Captcha-Id header. */
  verifyCode: call('GET', 'loginCustom/verifyCode', noInput).binary(),
  verifySsoToken: call('GET', 'loginCustom/verifySSOToken', ssoSchema).returns<{ token: string; data: null }>(),
  sendMobile: call('POST', 'gateway/sendMobile', sendMobileSchema).returns<{ sent: boolean; validSeconds: number }>(),
  verifySmsCode: call('POST', 'gateway/verifySmsCode', verifySmsCodeSchema).returns<{ valid: boolean }>(),
  verifyMobileIsExist: call('POST', 'gateway/verifyMobileIsExist', mobileExistsSchema).returns<{ exist: boolean }>(),
  verifyUserNameIsExist: call('POST', 'gateway/verifyUserNameIsExist', userNameExistsSchema).returns<{ exist: boolean }>(),
  saveUserInfo: call('POST', 'gateway/saveUserInfo', registerSchema).returns<SessionData>(),
  forgetPassword: call('POST', 'gateway/forgetPassword', forgetPasswordSchema).returns<null>(),
  listUserLevels: call('GET', 'gateway/listUserLevelList', noInput).returns<UserLevel[]>(),
};

/** WeChat QR login (OAuth2 code flow) and the local sandbox that stands in for the phone. */
export const wechatCalls = {
  getWxConfig: call('GET', 'wxLogin/getWxConfig', wxConfigSchema).returns<WxConfig>(),
  wxLogin: call('POST', 'wxLogin/login', wxLoginSchema).returns<WxLoginResult>(),
  wxBindingMobile: call('POST', 'loginCustom/wxBindingMobile', wxBindingMobileSchema).returns<SessionData>(),
  sandboxAuthorize: call('POST', 'wxSandbox/authorize', sandboxAuthorizeSchema).returns<{ redirect: string }>(),
};
