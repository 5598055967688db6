'use client';
import { Alert, Form, Input, Modal } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { zodRule } from '@/components/ui/zod-rule';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { confirmOfflineSchema, type OrderRow } from '@/lib/payments/contract';
import { useMoney } from '@/components/commerce/money';
import { groupDigits, transferCodeOf } from '@/lib/payments/transfer';
import { toast } from '@/components/ui/plain/toast';

/**
 * Customer service confirms an offline bank transfer with its reference (payment/confirmOffline): the
 * only way an order is marked paid without a provider notification. The reference is checked with the
 * endpoint's own schema; the server checks it again and refuses a reference that paid another order.
 */
export function ConfirmOfflineModal({ order, onClose, onConfirmed }: { order: Pick<OrderRow, 'orderNo' | 'amountFen'> | null; onClose: () => void; onConfirmed: () => void }) {
  const t = useTranslations();
  const money = useMoney();
  const [form] = Form.useForm<{ reference: string }>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!order) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is wrong
    const { reference } = values;
    setBusy(true);
    try {
      await request(paymentCalls.confirmOffline, { orderNo: order.orderNo, reference: reference.trim() });
      toast.success(t('PaymentScreens.admin.confirmed'));
      form.resetFields();
      onConfirmed();
    } catch {
      // The client has shown the server's reason (reference used, order no longer waiting).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={order !== null}
      title={order ? t('PaymentScreens.admin.confirmTitle', { orderNo: order.orderNo }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('PaymentScreens.admin.confirm')}
      cancelText={t('PaymentScreens.common.close')}
      okButtonProps={{ 'data-testid': 'confirm-offline-submit' }}
      destroyOnHidden
    >
      {order && <Alert type="warning" showIcon title={t('PaymentScreens.admin.confirmHint', { amount: money(order.amountFen) })} />}
      {order && (
        <p className="pay-confirm-code" data-testid="confirm-offline-code">
          {t('PaymentScreens.bank.quotedCode', { code: groupDigits(transferCodeOf(order.orderNo)) })}
        </p>
      )}
      <Form form={form} layout="vertical" requiredMark={false} className="pay-confirm-form">
        <Form.Item name="reference" label={t('PaymentScreens.admin.reference')} rules={[zodRule(confirmOfflineSchema.shape.reference, t)]}>
          <Input maxLength={64} autoComplete="off" data-testid="confirm-offline-reference" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
