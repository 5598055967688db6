import { z } from '@/lib/zod';
import {
  forgetPasswordSchema,
  mobileLoginSchema,
  passwordLoginSchema,
  registerSchema,
  sandboxAuthorizeSchema,
  wxBindingMobileSchema,
} from '@/lib/auth/contract';
import { clampSubAccounts } from './register-company-fields';

/**
 * The fields of each sign-in form, taken from the endpoints' schemas (lib/auth/contract.ts). The
 * forms load this module when the visitor first focuses or types (`lazyShape` in
 * components/ui/plain/use-zod-form.ts), so zod is not part of a sign-in page's first load
 * (issue 10, page weight), and the browser still shows the server's own messages.
 */
export const passwordLoginShape = { userName: passwordLoginSchema.shape.userName, password: passwordLoginSchema.shape.password };
export const codeLoginShape = { mobile: mobileLoginSchema.shape.mobile, code: mobileLoginSchema.shape.code };
export const bindPhoneShape = { mobile: wxBindingMobileSchema.shape.mobile, code: wxBindingMobileSchema.shape.code };
export const sandboxShape = { nickname: sandboxAuthorizeSchema.shape.nickname };
const p = forgetPasswordSchema.shape;
export const passwordResetShape = { mobile: p.mobile, code: p.code, password: p.password, confirmPassword: p.confirmPassword };
export const registerPhoneShape = { mobile: registerSchema.shape.mobile, code: registerSchema.shape.code };

const f = registerSchema.shape;
/** A ticked box holds 'true'; the server's literal(true) rule gives the message. */
const ticked = (schema: z.ZodType) => z.preprocess((v) => v === 'true', schema);
export const registerInfoShape = {
  accountType: f.accountType,
  userName: f.userName,
  password: f.password,
  confirmPassword: f.confirmPassword,
  fullName: f.fullName,
  email: f.email,
  companyName: f.companyName,
  creditCode: f.creditCode,
  industry: f.industry,
  contact: f.contact,
  enterpriseType: f.enterpriseType,
  subAccountCount: z.preprocess(clampSubAccounts, f.subAccountCount),
  serverRequirements: f.serverRequirements,
  agreeUser: ticked(f.agreeUser),
  agreePrivacy: ticked(f.agreePrivacy),
  agreePlatform: ticked(f.agreePlatform),
};
