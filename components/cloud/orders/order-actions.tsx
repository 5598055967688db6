'use client';
import { Button, Input, InputNumber, Popconfirm, Rate, Select, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/rate.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileUpload } from '@/components/files/file-upload';
import { ConfirmOfflineModal, PayDialog } from '@/components/commerce/lazy-dialogs';
import type { PayableOrder } from '@/components/commerce/pay-dialog';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { CloudOrderDetail } from '@/lib/cloud/order-contract';
import type { StoredFile } from '@/lib/files/contract';
import { fenOf, MAX_AMOUNT_FEN, yuanOf } from '@/lib/money';
import { toast } from '@/components/ui/plain/toast';

type Done = (next?: CloudOrderDetail) => Promise<void>;

/**
 * The caller's next steps on an order: only the actions the server listed (`actions`, from the
 * stage table and the order's state) are offered; the server decides again on every call.
 */
export function OrderActions({ order, onDone }: { order: CloudOrderDetail; onDone: Done }) {
  const t = useTranslations('CloudOrders');
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<CloudOrderDetail>, ok: string) => {
    setBusy(true);
    try {
      const next = await call();
      toast.success(ok);
      await onDone(next);
    } catch {
      // The client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const orderNo = order.orderNo;
  const has = (a: string) => order.actions.includes(a as never);
  // Customer service confirms a transfer only on a payment the customer chose to make by bank transfer (the server checks too).
  const offline = order.party === 'service' && order.payment?.status === 'waiting' && order.payment.channel === 'offline';
  if (!order.actions.length && !offline) return null;
  return (
    <section className="cloud-order__actions" data-testid="order-actions">
      <h3>{t('ui.nextSteps')}</h3>
      <Space wrap align="start">
        {has('contact') && (
          <Button disabled={busy} onClick={() => run(() => request(cloudOrderCalls.contact, { orderNo }), t('ui.done'))} data-testid="action-contact">
            {t('ui.recordContact')}
          </Button>
        )}
        {has('assign') && <AssignLab order={order} busy={busy} run={run} />}
        {has('offer') && <OfferForm order={order} busy={busy} run={run} />}
        {has('accept') && (
          <Button type="primary" disabled={busy} onClick={() => run(() => request(cloudOrderCalls.accept, { orderNo }), t('ui.accepted'))} data-testid="action-accept">
            {t('ui.acceptOffer')}
          </Button>
        )}
        {has('confirmContract') && (
          <Button type="primary" disabled={busy} onClick={() => run(() => request(cloudOrderCalls.confirmContract, { orderNo }), t('ui.done'))} data-testid="action-confirm-contract">
            {t('ui.confirmContract')}
          </Button>
        )}
        {has('pay') && <PayButton order={order} onDone={onDone} />}
        {offline && <OfflineButton order={order} onDone={onDone} />}
        {has('deliver') && <DeliverForm order={order} busy={busy} run={run} />}
        {has('complete') && (
          <Button type="primary" disabled={busy} onClick={() => run(() => request(cloudOrderCalls.complete, { orderNo }), t('ui.done'))} data-testid="action-complete">
            {t('ui.complete')}
          </Button>
        )}
        {has('evaluate') && <EvaluateForm order={order} busy={busy} run={run} />}
        {has('cancel') && (
          <Popconfirm title={t('ui.cancelConfirm')} onConfirm={() => run(() => request(cloudOrderCalls.cancel, { orderNo }), t('ui.cancelled'))}>
            <Button danger disabled={busy} data-testid="action-cancel">
              {t('ui.cancel')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </section>
  );
}

type Run = (call: () => Promise<CloudOrderDetail>, ok: string) => Promise<void>;

function AssignLab({ order, busy, run }: { order: CloudOrderDetail; busy: boolean; run: Run }) {
  const t = useTranslations('CloudOrders');
  const { data } = useCall(cloudOrderCalls.formOptions, {});
  const [labId, setLabId] = useState<number | undefined>(order.labId ?? order.preferredLabId ?? undefined);
  const itemIds = order.itemViews.map((i) => i.id);
  const labs = (data?.labs ?? []).filter((l) => itemIds.every((id) => l.itemIds.includes(id)));
  return (
    <Space.Compact>
      <Select<number>
        style={{ minWidth: 240 }}
        value={labId}
        placeholder={t('ui.chooseLab')}
        onChange={setLabId}
        options={labs.map((l) => ({ value: l.id, label: `${l.name}${l.cma ? ' · CMA' : ''}${l.cnas ? ' · CNAS' : ''}` }))}
        data-testid="assign-lab"
      />
      <Button type="primary" disabled={busy || !labId} onClick={() => run(() => request(cloudOrderCalls.assign, { orderNo: order.orderNo, labId: labId! }), t('ui.assigned'))} data-testid="action-assign">
        {t('ui.assign')}
      </Button>
    </Space.Compact>
  );
}

function OfferForm({ order, busy, run }: { order: CloudOrderDetail; busy: boolean; run: Run }) {
  const t = useTranslations('CloudOrders');
  // The laboratory names its own price; yuan in the field, integer fen on the wire.
  const [yuan, setYuan] = useState<number | null>(yuanOf(order.offer ? order.offer.priceFen : order.estimateFen));
  const [days, setDays] = useState<number | null>(order.offer?.cycleDays ?? order.estimateDays);
  const [note, setNote] = useState(order.offer?.note ?? '');
  return (
    <Space wrap>
      <InputNumber<number> min={1} max={yuanOf(MAX_AMOUNT_FEN)} precision={2} value={yuan} onChange={setYuan} addonBefore="¥" aria-label={t('ui.offerPrice')} data-testid="offer-price" />
      <InputNumber<number> min={1} max={120} precision={0} value={days} onChange={setDays} addonAfter={t('ui.days')} aria-label={t('ui.offerCycle')} data-testid="offer-days" />
      <Input value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} placeholder={t('ui.offerNote')} style={{ width: 220 }} />
      <Button
        type="primary"
        disabled={busy || !yuan || !days}
        onClick={() => run(() => request(cloudOrderCalls.offer, { orderNo: order.orderNo, priceFen: fenOf(yuan!), cycleDays: days!, note }), t('ui.offered'))}
        data-testid="action-offer"
      >
        {order.offer ? t('ui.reoffer') : t('ui.offerSubmit')}
      </Button>
    </Space>
  );
}

function PayButton({ order, onDone }: { order: CloudOrderDetail; onDone: Done }) {
  const t = useTranslations('CloudOrders');
  const [paying, setPaying] = useState<PayableOrder | null>(null);
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const next = await request(cloudOrderCalls.pay, { orderNo: order.orderNo });
      const payment = await request(paymentCalls.getOrder, { orderNo: next.payment!.orderNo });
      setPaying(payment);
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button type="primary" disabled={busy} onClick={() => void open()} data-testid="action-pay">
        {t('ui.pay')}
      </Button>
      <PayDialog
        order={paying}
        onClose={() => {
          setPaying(null);
          void onDone();
        }}
        onPaid={() => {
          setPaying(null);
          void onDone();
        }}
      />
    </>
  );
}

/** Customer service confirms the customer's bank transfer through the payment core (payment/confirmOffline). */
function OfflineButton({ order, onDone }: { order: CloudOrderDetail; onDone: Done }) {
  const t = useTranslations('CloudOrders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="action-confirm-offline">
        {t('ui.confirmOffline')}
      </Button>
      <ConfirmOfflineModal
        order={open && order.payment ? { orderNo: order.payment.orderNo, amountFen: order.payment.amountFen } : null}
        onClose={() => setOpen(false)}
        onConfirmed={() => {
          setOpen(false);
          void onDone();
        }}
      />
    </>
  );
}

function DeliverForm({ order, busy, run }: { order: CloudOrderDetail; busy: boolean; run: Run }) {
  const t = useTranslations('CloudOrders');
  const [report, setReport] = useState<StoredFile[]>([]);
  const [data, setData] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  return (
    <div className="cloud-order__deliver">
      <FileUpload kind="report" max={1} value={report} onChange={setReport} label={t('ui.reportPdf')} testId="deliver-report" onBusyChange={setUploading} />
      <FileUpload kind="attachment" max={5} value={data} onChange={setData} label={t('ui.dataFiles')} testId="deliver-data" onBusyChange={setUploading} />
      <Button
        type="primary"
        disabled={busy || uploading || !report.length}
        onClick={() => run(() => request(cloudOrderCalls.deliver, { orderNo: order.orderNo, reportFileId: report[0].id, dataFileIds: data.map((f) => f.id) }), t('ui.delivered'))}
        data-testid="action-deliver"
      >
        {t('ui.deliver')}
      </Button>
    </div>
  );
}

const LEVELS = ['productQuality', 'serviceQuality', 'cycleTime', 'satisfaction'] as const;

function EvaluateForm({ order, busy, run }: { order: CloudOrderDetail; busy: boolean; run: Run }) {
  const t = useTranslations('CloudOrders');
  const [levels, setLevels] = useState<Record<(typeof LEVELS)[number], number>>({ productQuality: 5, serviceQuality: 5, cycleTime: 5, satisfaction: 5 });
  const [comment, setComment] = useState('');
  return (
    <div className="cloud-order__evaluate" data-testid="evaluate-form">
      {LEVELS.map((k) => (
        <label key={k} className="cloud-order__rate">
          <span>{t(`ui.${k}`)}</span>
          <Rate value={levels[k]} onChange={(v) => setLevels({ ...levels, [k]: v || 1 })} tooltips={([1, 2, 3, 4, 5] as const).map((n) => t(`ui.level${n}`))} data-testid={`rate-${k}`} />
        </label>
      ))}
      <Input.TextArea value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} placeholder={t('ui.comment')} rows={2} />
      <Button type="primary" disabled={busy} onClick={() => run(() => request(cloudOrderCalls.evaluate, { orderNo: order.orderNo, ...levels, comment }), t('ui.thanks'))} data-testid="action-evaluate">
        {t('ui.evaluate')}
      </Button>
    </div>
  );
}
