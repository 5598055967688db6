import '@/styles/antd/base.css';
import '../globals.css';
import '@/styles/ui.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { Breadcrumb, BreadcrumbTrail } from '@/components/layout/breadcrumb';
import { ChunkReload } from '@/components/layout/chunk-reload';
import { Footer } from '@/components/layout/footer';
import { VipBadge } from '@/components/commerce/vip-badge';
import { Header } from '@/components/layout/header';
import { LoadingBar } from '@/components/layout/loading-bar';
import { SessionBootstrap } from '@/components/layout/session-bootstrap';
import { UnreadBadge } from '@/components/messages/unread-badge';
import { IslandMessages } from '@/components/providers/island-messages';
import { Toaster } from '@/components/ui/plain/toast';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale, locales } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const loc = await pageLocale(params);
  const name = translate(loc, 'Common.siteName');
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: name, template: `%s | ${name}` },
    description: translate(loc, 'Common.siteDescription'),
    applicationName: name,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1456a0' };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body>
        <IslandMessages locale={locale} namespaces={[]}>
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          <Header
            userBadges={
              <>
                <VipBadge />
                <UnreadBadge />
              </>
            }
          />
          <Suspense fallback={<BreadcrumbTrail />}>
            <Breadcrumb />
          </Suspense>
          <main className="site-main" id="main">
            {children}
          </main>
          <Footer />
          <Suspense fallback={null}>
            <SessionBootstrap />
          </Suspense>
          <ChunkReload />
          <Toaster />
        </IslandMessages>
      </body>
    </html>
  );
}
