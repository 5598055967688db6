import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { MyShell } from '@/components/account/my-shell';
import '@/components/account/account.css';
import '@/components/auth/auth.css';
import { AuthMessages } from '@/components/auth/auth-messages';
import type { Locale } from '@/lib/i18n/routing';

/** The personal centre: side menu and the signed-in guard around every /my/ screen. */
export default async function MyLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <AuthMessages locale={locale as Locale}>
      <MyShell>{children}</MyShell>
    </AuthMessages>
  );
}
