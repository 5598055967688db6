import { Suspense, type ReactNode } from 'react';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import './cloud-orders.css';

/**
 * The namespaces of the order screens (and of the appointments tab beside them, issue 35): their own, the catalogue's labels (parameters), payments (dialog), files,
 * and Auth for the contact phone's messages (the order schema's `mobileField`; without it the form showed
 * "Auth.mobileRequired", issue 29 item 3).
 */
export const ORDER_NAMESPACES: Namespace[] = ['CloudOrders', 'Cloud', 'CloudAppointments', 'Files', 'Auth', ...PAYMENT_NAMESPACES];

/**
 * The frame of the order screens: messages, and outside the personal centre (which has its own
 * shell) antd and the signed-in guard (routes.json: auth user).
 */
export function OrdersIsland({ locale, children, shell = false }: { locale: Locale; children: ReactNode; shell?: boolean }) {
  const body = <Suspense fallback={null}>{children}</Suspense>;
  return (
    <IslandMessages locale={locale} namespaces={ORDER_NAMESPACES}>
      {shell ? (
        body
      ) : (
        <AntdScope>
          <RequireLogin>
            <div className="page cloud-page">{body}</div>
          </RequireLogin>
        </AntdScope>
      )}
    </IslandMessages>
  );
}
