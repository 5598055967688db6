'use client';
import { Alert, Form, Modal, Select } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/form.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { accountCalls } from '@/lib/api/calls/account';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { useMoney } from '@/components/commerce/money';
import { NavLink } from '@/components/layout/nav-link';
import { toast } from '@/components/ui/plain/toast';

/** Where invoice titles are saved: the titles tab of /my/bill. */
export const INVOICE_TITLES_HREF = '/my/bill?tab=titles';

/** The most recent paid orders offered for an invoice (an invoice is requested soon after paying). */
const PAID_ORDERS = 100;

interface Values {
  orderNo: string;
  invoiceTitleId: number;
}

/**
 * Requests the invoice of one of my paid orders (without an invoice yet) from one of my saved invoice
 * titles (the account domain's user/invoice titles); payment/saveInvoice keeps a snapshot of the title.
 */
export function InvoiceRequestModal({ open, presetOrderNo, onClose, onRequested }: { open: boolean; presetOrderNo?: string; onClose: () => void; onRequested: () => void }) {
  const t = useTranslations('PaymentScreens');
  const money = useMoney();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const orders = useCall(paymentCalls.pageOrder, open ? { page: 1, pageSize: PAID_ORDERS, status: 'paid' } : null);
  const titles = useCall(accountCalls.listInvoiceTitles, open ? {} : null);
  const payable = (orders.data?.list ?? []).filter((o) => !o.invoiceState);
  const defaultTitle = titles.data?.find((x) => x.isDefault)?.id;

  // The default invoice title is chosen once the titles arrive, unless one was picked already.
  useEffect(() => {
    if (open && defaultTitle !== undefined && form.getFieldValue('invoiceTitleId') === undefined) form.setFieldValue('invoiceTitleId', defaultTitle);
  }, [open, defaultTitle, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is wrong
    setBusy(true);
    try {
      await request(paymentCalls.saveInvoice, values);
      toast.success(t('bill.requested'));
      form.resetFields();
      onRequested();
    } catch {
      // The client has shown the server's reason (e.g. already requested).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('bill.request')} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okText={t('bill.request')} cancelText={t('common.close')} okButtonProps={{ 'data-testid': 'invoice-request-submit' }} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ orderNo: presetOrderNo }}
      >
        {orders.data && payable.length === 0 && <Alert type="info" showIcon title={t('bill.noOrders')} data-testid="invoice-no-orders" />}
        {titles.data && titles.data.length === 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="invoice-no-titles"
            title={t.rich('bill.noTitlesLink', {
              link: (chunks) => (
                <NavLink href={INVOICE_TITLES_HREF} onClick={onClose} data-testid="invoice-add-title">
                  {chunks}
                </NavLink>
              ),
            })}
          />
        )}
        <Form.Item name="orderNo" label={t('bill.order')} rules={[{ required: true, message: t('bill.chooseOrder') }]}>
          <Select
            loading={orders.isLoading}
            placeholder={t('bill.chooseOrder')}
            data-testid="invoice-order-select"
            options={payable.map((o) => ({ value: o.orderNo, label: `${o.orderNo} · ${o.title} · ${money(o.amountFen)}` }))}
          />
        </Form.Item>
        <Form.Item name="invoiceTitleId" label={t('bill.invoiceTitle')} rules={[{ required: true, message: t('bill.chooseTitle') }]}>
          <Select
            loading={titles.isLoading}
            placeholder={t('bill.chooseTitle')}
            data-testid="invoice-title-select"
            options={(titles.data ?? []).map((x) => ({ value: x.id, label: x.taxNumber ? `${x.title} (${x.taxNumber})` : x.title }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
