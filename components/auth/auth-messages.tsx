import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { baseClientNamespaces, pickMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/** Sends the Auth and Account namespaces to the client components of the account screens. */
export function AuthMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={pickMessages(locale, [...baseClientNamespaces, 'Auth', 'Account'])}>{children}</NextIntlClientProvider>
  );
}
