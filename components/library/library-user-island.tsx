import { Suspense, type ReactNode } from 'react';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import '@/components/commerce/payments.css';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Locale } from '@/lib/i18n/routing';
import './library.css';

/**
 * The frame of the library's signed-in screens outside the personal centre (/librany/libranyOrder,
 * /librany/libranyPay): the library's and the payment screens' messages, antd, the signed-in guard.
 */
export function LibraryUserIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IslandMessages locale={locale} namespaces={['Library', ...PAYMENT_NAMESPACES]}>
      <AntdScope>
        <RequireLogin>
          <Suspense fallback={null}>{children}</Suspense>
        </RequireLogin>
      </AntdScope>
    </IslandMessages>
  );
}
