import type { Messages } from './lib/i18n/messages';
import type { Locale } from './lib/i18n/routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
