import { getRequestConfig } from 'next-intl/server';
import { getMessages, TIME_ZONE } from './messages';
import { toLocale } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return {
    locale,
    messages: getMessages(locale),
    timeZone: TIME_ZONE,
  };
});
