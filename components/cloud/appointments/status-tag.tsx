'use client';
import { useTranslations } from 'next-intl';
import type { AppointmentStatus } from '@/lib/cloud/appointment-stages';

const COLOR: Record<AppointmentStatus, string> = { waiting: 'tag--orange', responded: 'tag--blue', paid: 'tag--blue', executing: 'tag--green', paused: 'tag--orange', completed: 'tag--green', evaluated: 'tag--green', cancelled: '' };

/** An appointment's state (lib/cloud/appointment-stages.ts) as a tag. */
export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  const t = useTranslations('CloudAppointments');
  return (
    <span className={`tag ${COLOR[status]}`} data-testid="appointment-status">
      {t(`statuses.${status}`)}
    </span>
  );
}
