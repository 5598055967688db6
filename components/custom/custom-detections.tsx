'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { useDateTime } from '@/components/ui/use-date-time';
import { customCalls } from '@/lib/api/calls/custom';
import { useCall } from '@/lib/api/use-call';
import type { CustomDetectionRow, CustomDetections as Detections } from '@/lib/custom/contract';
import './custom.css';

/** The detection order form prefilled for the product testing of a customisation order (components/cloud/orders/prefill.ts reads it). */
export function detectionFillHref(orderNo: string, material: string, samples: number): string {
  const q = new URLSearchParams({ customOrderNo: orderNo, material, samples: String(Math.max(1, samples)) });
  return `/cloud/requirementFill?${q}`;
}

/**
 * /custom/customDetectionDetail?orderNo=: custom detection (issue 34 behaviour 4). The detection orders
 * linked to one customisation order with their stages (lib/cloud/order-stages.ts) and links to their
 * detail (the supplier who placed one, customer service, and the customer, who reads it without acting);
 * its supplier at the product testing step opens another (material/custom/detections).
 */
export function CustomDetections({ orderNo }: { orderNo: string }) {
  const t = useTranslations('Custom');
  const tc = useTranslations('CloudOrders');
  const tp = useTranslations('Products');
  const when = useDateTime();
  const { data, error, isLoading, mutate } = useCall(customCalls.detections, { orderNo });

  if (error && !data) return <LoadFailed message={t('ui.loadError', { msg: String(error.message) })} retryLabel={t('ui.retry')} onRetry={() => mutate()} />;

  const columns: DataColumn<CustomDetectionRow>[] = [
    {
      key: 'orderNo',
      title: t('ui.orderNo'),
      render: (_: unknown, r) =>
        r.canView ? (
          <NavLink href={`/cloud/requirementDetail?id=${r.id}`} data-testid="custom-detection-link">
            {r.orderNo}
          </NavLink>
        ) : (
          r.orderNo
        ),
    },
    { key: 'project', title: t('ui.project'), dataIndex: 'projectName' },
    { key: 'kind', title: t('ui.detection.kind'), render: (_: unknown, r) => tc(`kinds.${r.kind}`) },
    {
      key: 'stage',
      title: t('ui.stage'),
      render: (_: unknown, r) => (
        <span className="tag" data-testid="custom-detection-stage" data-stage={r.stage}>
          {tc(`stages.${r.stage}`)}
        </span>
      ),
    },
    { key: 'samples', title: t('ui.detection.samples'), dataIndex: 'sampleCount' },
    { key: 'created', title: t('ui.detection.created'), render: (_: unknown, r) => when(r.createdAt) },
  ];

  const d: Detections | undefined = data;
  return (
    <div data-testid="custom-detections">
      <h1>{t('ui.detection.title')}</h1>
      <p>
        <NavLink href={`/custom/customDetail?orderNo=${orderNo}`} data-testid="custom-detection-back">
          {t('ui.detection.backToOrder', { orderNo })}
        </NavLink>
      </p>
      {d && (
        <dl className="cu-facts">
          <dt>{t('ui.project')}</dt>
          <dd>{d.projectName}</dd>
          <dt>{t('ui.stage')}</dt>
          <dd>{t(`stages.${d.stage}`)}</dd>
          <dt>{t('ui.materialType')}</dt>
          <dd>{tp(`types.${d.materialType}`)}</dd>
        </dl>
      )}
      <p>{t('ui.detection.lead')}</p>
      {d?.canOpen && (
        <p>
          <NavLink className="button button--primary" href={detectionFillHref(d.orderNo, tp(`types.${d.materialType}`), d.lineCount)} data-testid="custom-detection-open">
            {t('ui.detection.open')}
          </NavLink>
        </p>
      )}
      <DataTable
        rowKey="orderNo"
        columns={columns}
        dataSource={d?.detections ?? []}
        loading={isLoading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('ui.detection.empty') }}
        pagination={false}
        data-testid="custom-detection-table"
      />
    </div>
  );
}
