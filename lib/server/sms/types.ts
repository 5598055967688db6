import type { Locale } from '@/lib/i18n/routing';
import type { SmsPurpose } from '@/lib/server/db/schema';

export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  locale: Locale;
  /** Minutes the code stays valid, for the message text. */
  validMinutes: number;
}

/**
 * A notice that carries no code: an invitation into a company for a number not registered yet (issue 32), with the
 * company's name and the portal address where registering continues to the invitation.
 */
export interface SmsNotice {
  mobile: string;
  kind: 'companyInvite';
  params: { company: string; link: string };
  locale: Locale;
}

/** Something that delivers a verification code, or a notice, to a phone. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /** Sends a notice; throws when it cannot (the caller keeps what it stored and says the SMS was not sent). */
  notify(notice: SmsNotice): Promise<void>;
}
