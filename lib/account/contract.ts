import { z } from '@/lib/zod';
import { call, dbId, noInput } from '@/lib/contract';
import { confirmPasswordField, emailField, mobileField, passwordField, smsCodeField, type SessionData } from '@/lib/auth/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';

/**
 * The personal centre's contract (spec section 5: getUserInfo, myData, user/address,
 * user/invoice): every call's path, input schema and output type, declared once and used by the
 * endpoints (lib/server/account), the browser calls (lib/api/calls/account.ts) and the antd forms.
 */

const idField = dbId('Errors.noCorrespondingId');
const required = (max: number) => z.string({ error: 'Account.fieldRequired' }).trim().min(1, 'Account.fieldRequired').max(max, 'Account.tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'Account.tooLong').optional().or(z.literal(''));
const optionalEmail = z.union([z.literal(''), emailField]).optional();

export const idSchema = z.object({ id: idField });

export const addressSchema = z.object({
  id: idField.optional(),
  consignee: required(50),
  mobile: mobileField,
  email: optionalEmail,
  province: required(50),
  city: required(50),
  county: required(50),
  detail: required(200),
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.infer<typeof addressSchema>;

export const regionQuerySchema = z.object({ parentCode: z.string().max(12).optional() });

export const INVOICE_TITLE_TYPES = ['personal', 'enterprise'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const invoiceTitleSchema = z
  .object({
    id: idField.optional(),
    titleType: z.enum(INVOICE_TITLE_TYPES, { error: 'Account.titleTypeRequired' }),
    title: required(200),
    taxNumber: optionalText(32),
    address: optionalText(200),
    telephone: optionalText(32),
    bankAccount: optionalText(64),
    bankName: optionalText(100),
    email: optionalEmail,
    isDefault: z.boolean().optional().default(false),
  })
  .refine((v) => v.titleType !== 'enterprise' || /^[0-9A-Z]{15,20}$/.test(v.taxNumber ?? ''), {
    message: 'Account.taxNumberFormat',
    path: ['taxNumber'],
  });
export type InvoiceTitleInput = z.infer<typeof invoiceTitleSchema>;

export const updateProfileSchema = z.object({
  userName: required(64),
  fullName: optionalText(100),
  email: optionalEmail,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** myData/saveEmail (spec section 7's name for changing one's email; issue 32): the email alone, '' clears it. */
export const saveEmailSchema = z.object({ email: z.union([z.literal(''), emailField], { error: 'Auth.emailFormat' }) });
export type SaveEmailInput = z.infer<typeof saveEmailSchema>;

/** Security verification (spec section 5): a code sent to the account's own mobile number. */
export const changePasswordSchema = z
  .object({ securityCode: smsCodeField, password: passwordField, confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, { message: 'Auth.passwordsInconsistent', path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The profile picture: a pending image upload of the caller (file service, docs/FILES.md), or null to remove it. */
export const saveAvatarSchema = z.object({ fileId: fileIdField.nullable() });

export const changeMobileSchema = z.object({ securityCode: smsCodeField, newMobile: mobileField, newCode: smsCodeField });
export type ChangeMobileInput = z.infer<typeof changeMobileSchema>;

/** getUserInfo: the caller's profile; the mobile number is masked, secrets never leave. */
export interface Profile {
  id: number;
  userName: string;
  loginName: string | null;
  fullName: string | null;
  email: string | null;
  /** Masked: 138****0000. */
  mobile: string;
  accountType: string;
  role: string;
  userLevel: number;
  languageType: string;
  companyName: string | null;
  groupName: string | null;
  wxBound: boolean;
  wxNickname: string | null;
  hasPassword: boolean;
  /** ISO 8601. */
  createdAt: string;
  permission: string[];
  /** The profile picture (an image of the file service), if any. */
  avatar: StoredFile | null;
}

export interface Address {
  id: number;
  consignee: string;
  mobile: string;
  email: string | null;
  province: string;
  city: string;
  county: string;
  detail: string;
  isDefault: boolean;
  /** ISO 8601. */
  updatedAt: string;
}

export interface InvoiceTitle {
  id: number;
  titleType: InvoiceTitleType;
  title: string;
  taxNumber: string | null;
  address: string | null;
  telephone: string | null;
  bankAccount: string | null;
  bankName: string | null;
  email: string | null;
  isDefault: boolean;
}

export interface Region {
  code: string;
  /** In the caller's language. */
  name: string;
  nameZh: string;
  level: number;
  /** Set when `name` is not in the caller's language: a region with no English name keeps its Chinese one (shown labelled). */
  nameLang?: 'zh';
}

export const accountCalls = {
  getUserInfo: call('GET', 'getUserInfo', noInput).returns<Profile>(),
  updateUserInfo: call('POST', 'myData/updateUserInfo', updateProfileSchema).returns<Profile>(),
  saveEmail: call('POST', 'myData/saveEmail', saveEmailSchema).returns<Profile>(),
  changePassword: call('POST', 'myData/changePassword', changePasswordSchema).returns<SessionData>(),
  changeMobile: call('POST', 'myData/changeMobile', changeMobileSchema).returns<{ mobile: string }>(),
  unbindWx: call('POST', 'myData/unbindWx', noInput).returns<null>(),
  /** Wrapped: an empty `data` answers the whole envelope in the browser (spec section 7), so a removed picture is `{ avatar: null }`. */
  saveAvatar: call('POST', 'myData/saveAvatar', saveAvatarSchema).returns<{ avatar: StoredFile | null }>(),
  getAddress: call('GET', 'user/address/getAddress', noInput).returns<Address[]>(),
  saveAddress: call('POST', 'user/address/saveAddress', addressSchema).returns<Address>(),
  setDefaultAddress: call('POST', 'user/address/updateDefault', idSchema).returns<null>(),
  deleteAddress: call('POST', 'user/address/deleteAddress', idSchema).returns<null>(),
  listRegions: call('GET', 'user/address/listRegions', regionQuerySchema).returns<Region[]>(),
  listInvoiceTitles: call('GET', 'user/invoice/listInvoiceTitle', noInput).returns<InvoiceTitle[]>(),
  saveInvoiceTitle: call('POST', 'user/invoice/saveInvoiceTitle', invoiceTitleSchema).returns<InvoiceTitle>(),
  setDefaultInvoiceTitle: call('POST', 'user/invoice/updateDefault', idSchema).returns<null>(),
  deleteInvoiceTitle: call('POST', 'user/invoice/deleteInvoiceTitle', idSchema).returns<null>(),
};
