'use client';
import { Checkbox, Form, Input, Modal } from 'antd';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { addressSchema, type Address } from '@/lib/account/contract';
import { zodRule } from '@/components/ui/zod-rule';
import type { accountCalls } from '@/lib/api/calls/account';
import type { CallInput } from '@/lib/route';
import { RegionFields } from './region-fields';

export interface AddressDialogProps {
  /** The address being edited, 'new' for a new one, null when closed. */
  editing: Address | 'new' | null;
  busy: boolean;
  onCancel: () => void;
  /** Called with the checked values (the manager adds the id and sends them). */
  onSave: (values: Omit<CallInput<typeof accountCalls.saveAddress>, 'id'>) => void | Promise<void>;
}

/**
 * The add / edit dialog of /my/deliveryAddress with its form, the region picker and the address
 * schema: loaded when first opened (address-manager.tsx), so the list's first load carries none of
 * them (issue 30, page weight).
 */
export function AddressDialog({ editing, busy, onCancel, onSave }: AddressDialogProps) {
  const t = useTranslations();
  const [form] = Form.useForm();
  const s = addressSchema.shape;

  // Each opening starts from the chosen address (or empty for a new one).
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue({ ...editing, email: editing.email ?? '' });
  }, [editing, form]);

  async function save() {
    // A missing field is shown beside it; validateFields rejects then, which must not escape as an uncaught error (issue 29 item 4).
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSave({ ...values, isDefault: !!values.isDefault });
  }

  return (
    <Modal open={editing !== null} title={editing === 'new' ? t('Account.address.add') : t('Account.address.edit')} onCancel={onCancel} onOk={save} confirmLoading={busy} okText={t('Common.save')} cancelText={t('Common.cancel')} width={640} forceRender>
      <Form form={form} layout="vertical" requiredMark={false} data-testid="address-form">
        <Form.Item name="consignee" label={t('Account.address.consignee')} rules={[zodRule(s.consignee, t)]}><Input maxLength={50} data-testid="address-consignee" /></Form.Item>
        <Form.Item name="mobile" label={t('Account.address.mobile')} rules={[zodRule(s.mobile, t)]}><Input maxLength={11} inputMode="tel" data-testid="address-mobile" /></Form.Item>
        <Form.Item name="email" label={t('Auth.form.email')} rules={[zodRule(s.email, t)]}><Input maxLength={200} /></Form.Item>
        <RegionFields />
        <Form.Item name="detail" label={t('Account.address.detail')} rules={[zodRule(s.detail, t)]}><Input maxLength={200} data-testid="address-detail" /></Form.Item>
        <Form.Item name="isDefault" valuePropName="checked"><Checkbox>{t('Account.address.makeDefault')}</Checkbox></Form.Item>
      </Form>
    </Modal>
  );
}
