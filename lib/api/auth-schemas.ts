import { z } from 'zod';

/**
 * Inputs of the login and gateway calls, shared by the antd forms and the endpoints
 * (CONVENTIONS.md). Messages are keys of the Auth namespace, translated on both sides.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** Login names: 4 to 32 letters, digits, underscores; must not look like a mobile number. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

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

export const emailField = z.string().trim().max(200, 'Auth.emailFormat').email('Auth.emailFormat');
export const optionalEmailField = z.union([z.literal(''), emailField]).optional();

export const loginNameField = z
  .string({ error: 'Auth.userNameRequired' })
  .trim()
  .min(1, 'Auth.userNameRequired')
  .regex(LOGIN_NAME_PATTERN, 'Auth.userNameFormat');

export const smsPurposeField = z.enum(['register', 'login', 'reset', 'bind', 'change', 'security'], { error: 'Auth.purposeInvalid' });

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
      .union([z.literal(''), z.string().trim().regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, 'Auth.creditCodeFormat')])
      .optional(),
    industry: z.string().trim().max(100).optional(),
    contact: z.string().trim().max(100).optional(),
    enterpriseType: z.enum(['general', 'light_node']).default('general'),
    subAccountCount: z.coerce.number().int().min(0).max(1000).default(0),
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
export const ssoSchema = z.object({ jwtStr: z.string({ error: 'Auth.ssoInvalid' }).min(1, 'Auth.ssoInvalid').max(4096) });
