import { z } from 'zod';
import { confirmPasswordField, emailField, mobileField, passwordField, smsCodeField } from './auth-schemas';

/** Inputs of the personal-centre calls, shared by the forms and the endpoints. */
const idField = z.coerce.number({ error: 'Errors.noCorrespondingId' }).int().positive('Errors.noCorrespondingId');
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

export const invoiceTitleSchema = z
  .object({
    id: idField.optional(),
    titleType: z.enum(['personal', 'enterprise'], { error: 'Account.titleTypeRequired' }),
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

/** Security verification (spec section 5): a code sent to the account's own mobile number. */
export const changePasswordSchema = z
  .object({ securityCode: smsCodeField, password: passwordField, confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, { message: 'Auth.passwordsInconsistent', path: ['confirmPassword'] });

export const changeMobileSchema = z.object({ securityCode: smsCodeField, newMobile: mobileField, newCode: smsCodeField });
