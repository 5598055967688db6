import { setRequestLocale } from 'next-intl/server';
import { Suspense, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { AuthMessages } from './auth-messages';
import './auth.css';

/**
 * The page of an account screen (login, register, password, WeChat steps): the Auth and Account
 * messages, the centred shell, and the form, which reads the query (hence the Suspense boundary).
 */
export function authPage(Form: ComponentType) {
  return async function AuthScreenPage({ params }: { params: Promise<{ locale: string }> }) {
    const { locale } = await params;
    setRequestLocale(locale as Locale);
    return (
      <AuthMessages locale={locale as Locale}>
        <div className="auth-shell">
          <Suspense fallback={null}>
            <Form />
          </Suspense>
        </div>
      </AuthMessages>
    );
  };
}
