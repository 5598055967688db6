import type { ReactNode } from 'react';
import { islandNamespaces, pickMessages, type Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { IntlClientProvider } from './intl-client-provider';

/**
 * The one messages provider of client islands: sends the base namespaces (header, footer,
 * toasts, errors) and the given ones to the client components below it, and no others. A key
 * of a namespace not sent here is a missing message: it throws in development and tests.
 * `<IslandMessages locale={locale} namespaces={['MaterialPages']}>…</IslandMessages>`
 */
export function IslandMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const picked = islandNamespaces(namespaces);
  return (
    <IntlClientProvider locale={locale} messages={pickMessages(locale, picked)}>
      {children}
    </IntlClientProvider>
  );
}
