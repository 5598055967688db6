import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { baseClientNamespaces, pickMessages, type Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import './materials.css';

/** Sends the material namespaces to the client islands of a material screen. */
export function MaterialMessages({ locale, children, extra = [] }: { locale: Locale; children: ReactNode; extra?: Namespace[] }) {
  const namespaces = [...baseClientNamespaces, 'MaterialPages', ...extra] as Namespace[];
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
