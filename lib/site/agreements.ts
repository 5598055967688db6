/** The agreements a form may ask for (zod-free: the sign-up and order forms read it). */
export const AGREEMENT_KINDS = ['user', 'privacy', 'platform', 'technicalService'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
