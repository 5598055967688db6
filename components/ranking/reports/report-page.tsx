import 'server-only';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { SandboxBanner } from '@/components/commerce/sandbox-banner';
import '@/components/commerce/payments.css';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Locale } from '@/lib/i18n/routing';
import '../ranking.css';
import { RankingNav } from '../ranking-nav';

/**
 * The frame of the report screens under /economy (order, pay, success): title, the area's navigation and the signed-in
 * island; the pay step alone wraps antd's configuration for the shared pay dialog (loaded lazily).
 */
export async function ReportPage({ locale, title, testId, pay = false, children }: { locale: Locale; title: 'pageTitle' | 'payTitle' | 'paidTitle'; testId: string; pay?: boolean; children: ReactNode }) {
  const t = await getTranslations('Ranking.report');
  const body = (
    <RequireLogin>
      <Suspense fallback={null}>{children}</Suspense>
    </RequireLogin>
  );
  return (
    <div className="page rk-page" data-testid={testId}>
      <h1 className="page-title">{t(title)}</h1>
      <RankingNav current="reports" />
      <IslandMessages locale={locale} namespaces={['Ranking', ...PAYMENT_NAMESPACES]}>
        {pay ? (
          <AntdScope>
            <SandboxBanner />
            {body}
          </AntdScope>
        ) : (
          body
        )}
      </IslandMessages>
    </div>
  );
}
