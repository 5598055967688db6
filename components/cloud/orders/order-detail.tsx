'use client';
import { Alert, Descriptions, Result, Spin, Steps, Tag, Timeline } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/result.css';
import '@/styles/antd/spin.css';
import '@/styles/antd/steps.css';
import '@/styles/antd/tag.css';
import '@/styles/antd/timeline.css';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from '@/components/commerce/use-money';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { useCall } from '@/lib/api/use-call';
import type { CloudOrderDetail } from '@/lib/cloud/order-contract';
import { STAGE_FLOW } from '@/lib/cloud/order-stages';
import { OrderActions } from './order-actions';
import { StageTag } from './stage-tag';
import { DataTable } from '@/components/ui/plain/data-table';

/**
 * One detection order as its party sees it (customer, laboratory, customer service): progress
 * through the spec's stages, deadlines, items and samples, offer, contract, payment, results (the
 * customer's only after payment), evaluation, the timeline, and the caller's next steps.
 */
export function OrderDetail({ orderNo, onChanged }: { orderNo: string; onChanged?: () => void }) {
  const t = useTranslations('CloudOrders');
  const { data, error, isLoading, mutate } = useCall(cloudOrderCalls.get, { orderNo });
  if (error && !isLoading) return <Result status="warning" title={error.message} data-testid="order-error" />;
  if (!data) return <Spin />;
  const refresh = async (next?: CloudOrderDetail) => {
    await mutate(next, { revalidate: !next });
    onChanged?.();
  };
  return (
    <article className="cloud-order" data-testid="cloud-order" data-stage={data.stage} data-order-no={data.orderNo}>
      <header className="cloud-order__head">
        <h2>
          {data.projectName} <StageTag stage={data.stage} />
          {data.overdue.map((f) => (
            <Tag key={f} color="red" data-testid="overdue-flag">
              {t(`overdue.${f}`)}
            </Tag>
          ))}
        </h2>
        <p className="cloud-order__no">
          {t('ui.orderNo')} {data.orderNo} · {t(`parties.${data.party}`)}
        </p>
      </header>
      {data.stage !== 'cancelled' && (
        <Steps size="small" current={STAGE_FLOW.indexOf(data.stage)} items={STAGE_FLOW.map((s) => ({ title: t(`stages.${s}`) }))} className="cloud-order__steps" />
      )}
      <OrderActions order={data} onDone={refresh} />
      <OrderFacts order={data} />
      <OrderResults order={data} />
      <section className="cloud-order__section">
        <h3>{t('ui.timeline')}</h3>
        <Timeline
          data-testid="order-timeline"
          items={data.events.map((e) => ({
            key: `${e.at}-${e.action}`,
            children: <TimelineEntry at={e.at} action={t(`actions.${e.action}`)} party={t(`parties.${e.party}`)} stage={t(`stages.${e.toStage}`)} note={e.note} />,
          }))}
        />
      </section>
    </article>
  );
}

function TimelineEntry({ at, action, party, stage, note }: { at: string; action: string; party: string; stage: string; note: string | null }) {
  const date = useOrderDate();
  return (
    <span>
      <strong>{action}</strong> · {party} · {stage} · {date(at)}
      {note ? <span className="cloud-order__note"> — {note}</span> : null}
    </span>
  );
}

function OrderFacts({ order: o }: { order: CloudOrderDetail }) {
  const t = useTranslations('CloudOrders');
  const money = useMoney();
  const date = useOrderDate();
  return (
    <section className="cloud-order__section">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('ui.kind')}>
          {t(`kinds.${o.kind}`)}
          {o.highThroughput ? ` · ${t('ui.highThroughput')}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.laboratory')}>{o.labName ?? t('ui.notAssigned')}</Descriptions.Item>
        <Descriptions.Item label={t('ui.items')} span={2}>
          {o.itemViews.map((i) => (
            <div key={i.id}>
              {i.name}
              {i.standard ? <span className="cloud-order__std"> {i.standard}</span> : null}
            </div>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.estimate')}>
          {money(o.estimateFen)} · {t('ui.workingDays', { n: o.estimateDays })}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.offer')}>
          {o.offer ? (
            <span data-testid="order-offer">
              {money(o.offer.priceFen)} · {t('ui.workingDays', { n: o.offer.cycleDays })}
              {o.offer.note ? ` · ${o.offer.note}` : ''}
            </span>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.contactDue')}>
          {date(o.contactDueAt)} {o.contactedAt ? `· ${t('ui.contactedAt', { at: date(o.contactedAt) })}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.quoteDue')}>{date(o.quoteDueAt)}</Descriptions.Item>
        <Descriptions.Item label={t('ui.qualification')}>{t(`qualifications.${o.qualification}`)}</Descriptions.Item>
        <Descriptions.Item label={t('ui.executiveStandard')}>{o.executiveStandard || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('ui.delivery')}>{t(`delivery.${o.deliveryMethod}`)}</Descriptions.Item>
        <Descriptions.Item label={t('ui.dueDate')}>{o.dueDate ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('ui.contact')}>
          {o.contactName} {o.contactPhone}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.address')}>{o.address}</Descriptions.Item>
        {o.remarks ? (
          <Descriptions.Item label={t('ui.remarks')} span={2}>
            {o.remarks}
          </Descriptions.Item>
        ) : null}
        {o.attachments.length ? (
          <Descriptions.Item label={t('ui.attachments')} span={2}>
            {o.attachments.map((f) => (
              <a key={f.id} href={f.url} className="cloud-order__file">
                {f.name}
              </a>
            ))}
          </Descriptions.Item>
        ) : null}
        {o.contract ? (
          <Descriptions.Item label={t('ui.contract')} span={2}>
            {o.contract.url ? (
              <a href={o.contract.url} data-testid="contract-link">
                {t('ui.contractPdf')}
              </a>
            ) : null}{' '}
            · {t('ui.customerConfirmed')}: {date(o.contract.customerConfirmedAt)} · {t('ui.labConfirmed')}: {date(o.contract.labConfirmedAt)}
          </Descriptions.Item>
        ) : null}
        {o.payment ? (
          <Descriptions.Item label={t('ui.payment')} span={2}>
            <span data-testid="order-payment" data-status={o.payment.status}>
              {o.payment.orderNo} · {money(o.payment.amountFen)} · {t(`ui.paymentStatus.${o.payment.status}`)}
            </span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <DataTable
        scroll={{ x: 'max-content' }}
        className="cloud-order__samples"
        size="small"
        rowKey="sampleNo"
        pagination={o.samples.length > 20 ? { pageSize: 20 } : false}
        dataSource={o.samples}
        columns={[
          { key: 'no', title: t('ui.sampleNo'), dataIndex: 'sampleNo' },
          { key: 'material', title: t('ui.material'), dataIndex: 'material' },
          { key: 'state', title: t('ui.state'), dataIndex: 'state' },
          { key: 'processing', title: t('ui.processing'), dataIndex: 'processing' },
          { key: 'quantity', title: t('ui.quantity'), dataIndex: 'quantity' },
        ]}
      />
    </section>
  );
}

function OrderResults({ order: o }: { order: CloudOrderDetail }) {
  const t = useTranslations('CloudOrders');
  const date = useOrderDate();
  if (!o.results) {
    if (o.party === 'customer' && (o.stage === 'executing' || o.stage === 'contract')) return <Alert type="info" showIcon message={t('ui.resultsAfterPayment')} />;
    return null;
  }
  const r = o.results.report;
  return (
    <section className="cloud-order__section" data-testid="order-results">
      <h3>{t('ui.results')}</h3>
      {r ? (
        <Descriptions size="small" bordered column={1}>
          <Descriptions.Item label={t('ui.report')}>
            <a href={r.url} data-testid="report-download">
              {r.name}
            </a>{' '}
            · {date(r.issuedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('ui.verifyCode')}>
            <NavLink href={`/cloud/reportVerify?code=${r.code}`} data-testid="report-verify-link">
              {r.code}
            </NavLink>
          </Descriptions.Item>
          <Descriptions.Item label={t('ui.sha256')}>
            <code className="cloud-order__hash">{r.sha256}</code>
          </Descriptions.Item>
          <Descriptions.Item label={t('ui.originalSha256')}>
            <code className="cloud-order__hash">{r.originalSha256}</code>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {o.results.data.length ? (
        <p>
          {t('ui.dataFiles')}:{' '}
          {o.results.data.map((f) => (
            <a key={f.id} href={f.url} className="cloud-order__file">
              {f.name}
            </a>
          ))}
        </p>
      ) : null}
      {o.evaluation ? (
        <p data-testid="order-evaluation">
          {t('ui.evaluation')}: {t('ui.levels', { p: o.evaluation.productQuality, s: o.evaluation.serviceQuality, c: o.evaluation.cycleTime, a: o.evaluation.satisfaction })}
          {o.evaluation.comment ? ` · ${o.evaluation.comment}` : ''}
        </p>
      ) : null}
      <NavLink href="/cloudGrade">{t('ui.seeGrades')}</NavLink>
    </section>
  );
}
