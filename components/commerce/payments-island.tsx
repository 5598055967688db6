import { Suspense, type ReactNode } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Locale } from '@/lib/i18n/routing';
import { PAYMENT_NAMESPACES } from './payment-namespaces';
import { SandboxBanner } from './sandbox-banner';
import './payments.css';


/**
 * The frame of the payment screens outside the personal centre (/subscribePay, /zfbPay, the success
 * page): their messages, antd, the signed-in guard (routes.json: auth user) and the sandbox banner.
 */
export function PaymentsIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IslandMessages locale={locale} namespaces={PAYMENT_NAMESPACES}>
      <AntdScope>
        <RequireLogin>
          <Suspense fallback={null}>
            <div className="pay-page">
              <SandboxBanner />
              {children}
            </div>
          </Suspense>
        </RequireLogin>
      </AntdScope>
    </IslandMessages>
  );
}
