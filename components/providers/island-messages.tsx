import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { baseClientNamespaces, pickMessages, type Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The one messages provider of client islands: sends the base namespaces (header, footer,
 * toasts, errors) and the given ones to the client components below it, and no others.
 * `<IslandMessages locale={locale} namespaces={['MaterialPages']}>…</IslandMessages>`
 */
export function IslandMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const picked = [...new Set<Namespace>([...baseClientNamespaces, ...namespaces])];
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(locale, picked)}>
      {children}
    </NextIntlClientProvider>
  );
}
