'use client';
import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCall } from '@/lib/api/use-call';
import { ORDER_STAGES } from '@/lib/cloud/order-stages';
import { COMPANY_ORDER_SOURCES } from '@/lib/enterprise/contract';
import { ORDER_STATUSES } from '@/lib/payments/contract';
import { loose } from '@/components/ui/zod-rule';

/** Member, source, status and China-date filters, each with its visible label (issue 48 item 3: three drop-downs read only "All"), of the company orders (values from the address; plain controls). */
export function OrderFilters({ values, go }: { values: Record<string, string>; go: (next: Record<string, string | undefined>) => void }) {
  const t = useTranslations('Enterprise');
  const tp = useTranslations('Payments');
  const members = useCall(enterpriseCalls.users, { page: 1, pageSize: 100 });
  const statuses = [
    ...(values.source !== 'detection' ? ORDER_STATUSES.map((s) => ({ value: s as string, label: loose(tp)(`statuses.${s}`) })) : []),
    ...(values.source !== 'payment' ? ORDER_STAGES.filter((s) => s !== 'cancelled' || values.source === 'detection').map((s) => ({ value: s as string, label: loose(t)(`stages.${s}`) })) : []),
  ];
  return (
    <div className="enterprise-filters">
      <label className="enterprise-filters__field">
        <span>{t('screens.orders.member')}</span>
        <NativeSelect value={values.userId ?? ''} onChange={(v) => go({ userId: v || undefined })} options={[{ value: '', label: t('screens.all') }, ...(members.data?.list ?? []).map((m) => ({ value: String(m.id), label: m.userName }))]} data-testid="order-member" />
      </label>
      <label className="enterprise-filters__field">
        <span>{t('screens.orders.source')}</span>
        <NativeSelect value={values.source ?? ''} onChange={(v) => go({ source: v || undefined, status: undefined })} options={[{ value: '', label: t('screens.all') }, ...COMPANY_ORDER_SOURCES.map((s) => ({ value: s as string, label: t(`sources.${s}`) }))]} data-testid="order-source" />
      </label>
      <label className="enterprise-filters__field">
        <span>{t('screens.orders.status')}</span>
        <NativeSelect value={values.status ?? ''} onChange={(v) => go({ status: v || undefined })} options={[{ value: '', label: t('screens.all') }, ...statuses]} data-testid="order-status" />
      </label>
      <label className="enterprise-filters__field">
        <span>{t('screens.orders.from')}</span>
        <input type="date" className="enterprise-filters__date" value={values.from ?? ''} onChange={(e) => go({ from: e.target.value || undefined })} />
      </label>
      <label className="enterprise-filters__field">
        <span>{t('screens.orders.to')}</span>
        <input type="date" className="enterprise-filters__date" value={values.to ?? ''} onChange={(e) => go({ to: e.target.value || undefined })} />
      </label>
    </div>
  );
}
