import { getRequestConfig } from 'next-intl/server';
import { messageFallback, onIntlError } from './intl-errors';
import { getMessages, TIME_ZONE } from './messages';
import { toLocale } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return {
    locale,
    messages: getMessages(locale),
    timeZone: TIME_ZONE,
    // A missing message throws in development and tests, and is logged in production (lib/i18n/intl-errors.ts).
    onError: onIntlError,
    getMessageFallback: messageFallback,
  };
});
