import { z } from '@/lib/zod';
import { creditCodeField } from '@/lib/auth/contract';
import { fileIdField } from '@/lib/files/contract';

/**
 * The ranking application (spec §3 "ranking application", §5 "Ranking application requires applicant name, unified
 * credit code, address, product name, contact name, contact information and manufacturer name"): one schema for the
 * endpoint and the form. The credit code is checked by the rule registration uses (lib/auth/credit-code.ts).
 */

export const APPLICANT_TYPES = ['manufacturer', 'user'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

const E = 'Ranking.apply';
const required = (field: string, max: number) =>
  z
    .string({ error: `${E}.${field}Required` })
    .trim()
    .min(1, `${E}.${field}Required`)
    .max(max, `${E}.tooLong`);
const optional = (max: number) => z.string().trim().max(max, `${E}.tooLong`).optional().default('');

export const saveApplicationSchema = z.object({
  userType: z.enum(APPLICANT_TYPES, { error: `${E}.userTypeRequired` }),
  companyName: required('companyName', 200),
  creditCode: z
    .string({ error: `${E}.creditCodeRequired` })
    .trim()
    .min(1, `${E}.creditCodeRequired`)
    .pipe(creditCodeField(`${E}.creditCodeInvalid`)),
  address: required('address', 300),
  productName: required('productName', 200),
  category: z.string().trim().regex(/^[a-z0-9-]{0,40}$/, 'Ranking.unknownCategory').optional().default(''),
  steelmakingLine: optional(200),
  rollingLine: optional(200),
  manufacturer: required('manufacturer', 200),
  contactName: required('contactName', 100),
  contactInfo: required('contactInfo', 100),
  instructions: optional(2000),
  fileIds: z.array(fileIdField).max(5, 'Ranking.tooManyFiles').optional().default([]),
});
export type SaveApplicationInput = z.input<typeof saveApplicationSchema>;
export type SaveApplicationParsed = z.infer<typeof saveApplicationSchema>;
