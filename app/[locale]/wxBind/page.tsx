import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthMessages } from '@/components/auth/auth-messages';
import { WxBindStart } from '@/components/auth/wx-bind-start';
import '@/components/auth/auth.css';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/wxBind', 'Auth.wechat.bindTitle');

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <AuthMessages locale={locale as Locale}>
      <div className="auth-shell">
        <Suspense fallback={null}>
          <WxBindStart />
        </Suspense>
      </div>
    </AuthMessages>
  );
}
