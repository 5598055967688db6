'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { Tabs } from '@/components/ui/plain/tabs';
import { useQueryFilters } from '@/components/ui/use-query-filters';

// Loaded when the tab is opened: the detection orders beside them stay within the 350 KB of a signed-in screen.
const AppointmentList = dynamic(() => import('./appointment-list').then((m) => m.AppointmentList));
const EquipmentSettings = dynamic(() => import('./equipment-settings').then((m) => m.EquipmentSettings));

/**
 * "My appointments" has no route of its own (issue 35): a tab beside the detection orders on
 * /my/requirementList (the researcher's demands) and /my/laboratoryOrder (the laboratory's demands
 * and its bookable instruments), chosen by `?tab=appointments`.
 */
export function AppointmentTabs({ scope, first }: { scope: 'mine' | 'lab'; first: ReactNode }) {
  const t = useTranslations('CloudAppointments');
  const { values, go } = useQueryFilters();
  const active = values.tab === 'appointments' ? 'appointments' : 'orders';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => go({ tab: key === 'appointments' ? 'appointments' : undefined, appointment: undefined, status: undefined, keyword: undefined })}
      items={[
        { key: 'orders', label: scope === 'mine' ? t('ui.tabOrders') : t('ui.tabLabOrders'), children: first },
        {
          key: 'appointments',
          label: t('ui.tabAppointments'),
          children:
            active === 'appointments' ? (
              <section className="my-panel" data-testid="my-appointments">
                <div className="my-panel__head">
                  <h1 className="my-panel__title">{scope === 'mine' ? t('ui.myAppointments') : t('ui.labAppointments')}</h1>
                  {scope === 'mine' && <NavLink href="/cloud/subscribe">{t('ui.newAppointment')}</NavLink>}
                </div>
                <AppointmentList scope={scope} />
                {scope === 'lab' && <EquipmentSettings />}
              </section>
            ) : null,
        },
      ]}
    />
  );
}
