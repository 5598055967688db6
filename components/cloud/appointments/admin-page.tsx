'use client';
import { useTranslations } from 'next-intl';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';
import { AppointmentList } from './appointment-list';

/**
 * /my/administration/remoteScientificResearch (issue 35): customer service follows every demand —
 * deadlines (contact within 1 working day, price within 24 hours) with missed ones red and
 * filterable, the logs and notes, cancel, Excel export. The role is a display hint; the endpoints decide.
 */
export function AppointmentAdminPage() {
  const t = useTranslations('CloudAppointments');
  const { ready, userType } = useSession();
  if (!ready) return null;
  if (!roleHasPermission(userType ?? '', PERMISSIONS.orderConfirmPayment)) return <p data-testid="appointments-denied">{t('ui.denied')}</p>;
  return (
    <section className="my-panel" data-testid="appointments-admin">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('ui.adminTitle')}</h1>
      </div>
      <p>{t('ui.adminLead')}</p>
      <AppointmentList scope="admin" />
    </section>
  );
}
