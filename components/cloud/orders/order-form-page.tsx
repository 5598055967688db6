'use client';
import { useTranslations } from 'next-intl';
import { OrderForm } from './order-form';

/** /cloud/requirementFill: the title, the steps that follow, and the form. */
export function OrderFormPage() {
  const t = useTranslations('CloudOrders.pages');
  return (
    <section>
      <h1 className="section-title">{t('fillTitle')}</h1>
      <p className="cloud-page__lead">{t('fillLead')}</p>
      <OrderForm />
    </section>
  );
}
