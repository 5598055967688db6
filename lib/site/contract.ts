import { z } from '@/lib/zod';
import { call, noInput } from '@/lib/contract';
import { AGREEMENT_KINDS } from './agreements';

/**
 * The portal's own pages (spec sections 2 and 7: Other: agreement, contact; /aboutUs): the agreements the forms ask
 * people to accept, served from one place with their version and date; the contact details; and the parts of "about
 * us". Everything is in the database in both languages and answered in the caller's language.
 */

export { AGREEMENT_KINDS, type AgreementKind } from './agreements';

export const agreementSchema = z.object({ kind: z.enum(AGREEMENT_KINDS, { error: 'Site.unknownAgreement' }) });

export interface AgreementView {
  kind: (typeof AGREEMENT_KINDS)[number];
  version: string;
  /** YYYY-MM-DD, China time. */
  effectiveOn: string;
  title: string;
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
  demo: boolean;
}

export interface ContactView {
  company: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  demo: boolean;
}

export const ABOUT_KINDS = ['profile', 'qualification', 'honour', 'partner'] as const;
export type AboutKind = (typeof ABOUT_KINDS)[number];

export interface AboutItem {
  id: number;
  title: string;
  body: string;
  year: number | null;
  demo: boolean;
}

export type AboutView = Record<AboutKind, AboutItem[]> & { contact: ContactView | null };

export const siteCalls = {
  agreement: call('GET', 'agreement/get', agreementSchema).returns<AgreementView>(),
  contact: call('GET', 'contact/get', noInput).returns<ContactView>(),
  about: call('GET', 'about/get', noInput).returns<AboutView>(),
};
