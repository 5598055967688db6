'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { NavLink } from '@/components/layout/nav-link';
import { AppointmentDetail } from './appointment-detail';
import './appointments.css';

/** /cloud/subscribePay?orderNo=… (issue 35): the appointment's payment — its summary and, once the laboratory has answered, the payment dialog. */
export function SubscribePayPage() {
  const t = useTranslations('CloudAppointments');
  const orderNo = useSearchParams().get('orderNo') ?? '';
  return (
    <section className="cloud-page" data-testid="subscribe-pay">
      <h1 className="section-title">{t('ui.payTitle')}</h1>
      <p className="cloud-page__lead">{t('ui.payLead')}</p>
      {/^\d{14,18}$/.test(orderNo) ? <AppointmentDetail orderNo={orderNo} /> : <p>{t('ui.noOrder')}</p>}
      <NavLink href="/my/requirementList?tab=appointments">{t('ui.myAppointments')}</NavLink>
    </section>
  );
}
