'use client';
import { useTranslations } from 'next-intl';
import { AppointmentList } from './appointment-list';

/**
 * /my/administration/remoteScientificResearch (issue 35): customer service follows every demand —
 * deadlines (contact within 1 working day, price within 24 hours) with missed ones red and
 * filterable, the logs and notes, cancel, Excel export. The personal centre's rule opens it to the roles with
 * order:confirm-payment (SCREEN_PERMISSION), which the endpoints check.
 */
export function AppointmentAdminPage() {
  const t = useTranslations('CloudAppointments');
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
