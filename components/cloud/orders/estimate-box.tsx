'use client';
import { Alert, Spin } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMoney } from '@/components/commerce/money';
import { useYearList } from '@/components/ui/year-list';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import type { OrderEstimate } from '@/lib/cloud/order-contract';
import type { ChosenItems } from './item-picker';

/**
 * The live estimate beside the form: the server's price of the chosen items × samples at the chosen
 * laboratory and the delivery date in Chinese working days (the function that prices the order;
 * the page never computes a price). Asked again 400 ms after the choice settles.
 */
export function EstimateBox({ labId, items, sampleCount }: { labId?: number; items: ChosenItems; sampleCount: number }) {
  const t = useTranslations('CloudOrders');
  const yearList = useYearList();
  const money = useMoney();
  const [answer, setAnswer] = useState<{ key: string; estimate?: OrderEstimate; failed?: string } | null>(null);
  const key = JSON.stringify([labId, items, sampleCount]);
  const ready = !!labId && Object.keys(items).length > 0;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const timer = setTimeout(() => {
      request(cloudOrderCalls.estimate, { labId: labId!, items: Object.entries(items).map(([id, params]) => ({ itemId: Number(id), params })), sampleCount })
        .then((estimate) => live && setAnswer({ key, estimate }))
        .catch((e: Error) => live && setAnswer({ key, failed: e.message }));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!ready) return <Alert type="info" message={t('ui.estimateHint')} className="cloud-form__estimate" />;
  const loading = answer?.key !== key;
  if (answer?.failed) return <Alert type="warning" message={answer.failed} className="cloud-form__estimate" />;
  const estimate = answer?.estimate;
  if (!estimate) return <Spin />;
  return (
    <Alert
      type={estimate.missingItemIds.length ? 'warning' : 'success'}
      className="cloud-form__estimate"
      data-testid="order-estimate"
      message={
        <span>
          {t('ui.estimateLine', { total: money(estimate.totalFen), perSample: money(estimate.perSampleFen), n: estimate.sampleCount, days: estimate.cycleDays, date: estimate.dueDate })}
          {loading ? ' …' : ''}
        </span>
      }
      description={
        <>
          {estimate.missingItemIds.length ? <div>{t('labMissingItems')}</div> : null}
          {estimate.unpublishedYears.length ? <div data-testid="order-estimate-unpublished">{t('ui.holidaysNotPublished', { years: yearList(estimate.unpublishedYears) })}</div> : null}
          <small>{t('ui.calendar', { version: estimate.calendarVersion })}</small>
        </>
      }
    />
  );
}
