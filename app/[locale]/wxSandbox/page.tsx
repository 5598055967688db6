import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthMessages } from '@/components/auth/auth-messages';
import { WxSandbox } from '@/components/auth/wx-sandbox';
import '@/components/auth/auth.css';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/wxSandbox', 'Auth.sandbox.title', { noIndex: true });

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <AuthMessages locale={locale as Locale}>
      <div className="auth-shell">
        <Suspense fallback={null}>
          <WxSandbox />
        </Suspense>
      </div>
    </AuthMessages>
  );
}
