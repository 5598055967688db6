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

/** Something that delivers a verification code to a phone. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
