'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { NavLink } from '@/components/layout/nav-link';
import { Tabs } from '@/components/ui/plain/tabs';
import { useQueryFilters } from '@/components/ui/use-query-filters';

// Each tab's screen is loaded when its tab is open (rendered on the server all the same): the orders, the appointments
// and the laboratory's bookable instruments together were over the 350 KB of a signed-in screen (355 KB on
// /my/laboratoryOrder?tab=appointments), the orders' list being in the page even behind the closed tab.
const AppointmentList = dynamic(() => import('./appointment-list').then((m) => m.AppointmentList));
const EquipmentSettings = dynamic(() => import('./equipment-settings').then((m) => m.EquipmentSettings));
const MyOrdersPage = dynamic(() => import('@/components/cloud/orders/my-orders-page').then((m) => m.MyOrdersPage));
const LabOrdersPage = dynamic(() => import('@/components/cloud/orders/lab-orders-page').then((m) => m.LabOrdersPage));

/**
 * "My appointments" has no route of its own (issue 35): a tab beside the detection orders on
 * /my/requirementList (the researcher's demands) and /my/laboratoryOrder (the laboratory's demands
 * and its bookable instruments), chosen by `?tab=appointments`.
 */
export function AppointmentTabs({ scope }: { scope: 'mine' | 'lab' }) {
  const t = useTranslations('CloudAppointments');
  const { values, go } = useQueryFilters();
  const active = values.tab === 'appointments' ? 'appointments' : 'orders';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => go({ tab: key === 'appointments' ? 'appointments' : undefined, appointment: undefined, status: undefined, keyword: undefined })}
      items={[
        { key: 'orders', label: scope === 'mine' ? t('ui.tabOrders') : t('ui.tabLabOrders'), children: active === 'orders' ? scope === 'mine' ? <MyOrdersPage /> : <LabOrdersPage /> : null },
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
