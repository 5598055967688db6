'use client';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { messageFallback, onIntlError } from '@/lib/i18n/intl-errors';
import { TIME_ZONE } from '@/lib/time';
import type { Locale } from '@/lib/i18n/routing';

/**
 * next-intl's client provider with the project's handling of a missing message (throws in
 * development and tests, logs in production: lib/i18n/intl-errors.ts). A client component because
 * functions cannot be passed from a server component to the client.
 */
export function IntlClientProvider({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE} onError={onIntlError} getMessageFallback={messageFallback}>
      {children}
    </NextIntlClientProvider>
  );
}
