import { Suspense, type ReactNode } from 'react';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import './appointments.css';

/** The namespaces of the appointment screens: their own, files (attachments), Auth (the contact phone's messages), payments (the dialog). */
export const APPOINTMENT_NAMESPACES: Namespace[] = ['CloudAppointments', 'Files', 'Auth', ...PAYMENT_NAMESPACES];

/**
 * The frame of the appointment screens: messages and, outside the personal centre (which has its
 * own shell), the signed-in guard; `antd` only where the payment dialog may open.
 */
export function AppointmentsIsland({ locale, children, shell = false, antd = false }: { locale: Locale; children: ReactNode; shell?: boolean; antd?: boolean }) {
  const body = <Suspense fallback={null}>{children}</Suspense>;
  if (shell)
    return (
      <IslandMessages locale={locale} namespaces={APPOINTMENT_NAMESPACES}>
        {body}
      </IslandMessages>
    );
  const guarded = (
    <RequireLogin>
      <div className="page cloud-page">{body}</div>
    </RequireLogin>
  );
  return (
    <IslandMessages locale={locale} namespaces={APPOINTMENT_NAMESPACES}>
      {antd ? <AntdScope>{guarded}</AntdScope> : guarded}
    </IslandMessages>
  );
}
