import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthMessages } from '@/components/auth/auth-messages';
import { BindPhoneForm } from '@/components/auth/bind-phone-form';
import '@/components/auth/auth.css';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/bindPhone', 'Auth.bindPhone.title', { noIndex: true });

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <AuthMessages locale={locale as Locale}>
      <div className="auth-shell">
        <Suspense fallback={null}>
          <BindPhoneForm />
        </Suspense>
      </div>
    </AuthMessages>
  );
}
