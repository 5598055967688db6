import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { baseClientNamespaces, pickMessages, type Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import './intelligence.css';

/** Sends the Intelligence and Materials namespaces to the client islands of an intelligence screen. */
export function IntelligenceMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const namespaces = [...baseClientNamespaces, 'Materials', 'MaterialPages', 'Intelligence'] as Namespace[];
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The heading block shared by the intelligence screens. */
export function IntelligenceHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="intel-header">
      <h1 className="intel-h1">{title}</h1>
      <p className="intel-muted">{description}</p>
    </header>
  );
}
