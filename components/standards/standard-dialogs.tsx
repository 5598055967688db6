'use client';
import { Form, Input, InputNumber, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { zodRule } from '@/components/ui/zod-rule';
import { standardSaveSchema, systemSaveSchema, type StandardRow, type StandardSaveInput, type StandardSystem, type SystemSaveInput } from '@/lib/standards/contract';

interface DialogProps<V, I> {
  open: boolean;
  /** The record edited, or null for a new one. */
  initial: I | null;
  busy: boolean;
  onCancel: () => void;
  /** Saves; the dialog closes when the caller says so. */
  onSave: (values: V) => void;
}

/** The part the two dialogs share: the form reset to the record on opening, validated on OK, inside the modal. */
function EditDialog<V extends object, I>({ open, initial, busy, onCancel, onSave, title, testId, children }: DialogProps<V, I> & { title: string; testId: string; children: ReactNode }) {
  const tc = useTranslations('Common');
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initial) form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initial, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null); // the form shows the messages
    if (values) onSave(values);
  };
  return (
    <Modal open={open} title={title} onCancel={onCancel} onOk={save} confirmLoading={busy} okText={tc('save')} cancelText={tc('cancel')} forceRender>
      <Form form={form} layout="vertical" requiredMark={false} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}

/**
 * The standard system's dialog (one system per user): loaded with its form and schema when first opened
 * (standard-manager.tsx), so the list's first load carries neither (issue 30).
 */
export function SystemDialog(props: DialogProps<SystemSaveInput, StandardSystem>) {
  const t = useTranslations('Standards');
  const tr = useTranslations();
  const sys = systemSaveSchema.shape;
  return (
    <EditDialog {...props} title={props.initial ? t('manage.editSystem') : t('manage.addSystem')} testId="std-system-form">
      <Form.Item name="name" label={t('fields.systemName')} rules={[zodRule(sys.name, tr)]}>
        <Input maxLength={100} data-testid="std-system-name-input" />
      </Form.Item>
      <Form.Item name="code" label={t('fields.systemCode')} rules={[zodRule(sys.code, tr)]}>
        <Input maxLength={40} data-testid="std-system-code" />
      </Form.Item>
      <Form.Item name="country" label={t('fields.country')} rules={[zodRule(sys.country, tr)]}>
        <Input maxLength={60} data-testid="std-system-country" />
      </Form.Item>
      <Form.Item name="issuer" label={t('fields.issuer')} rules={[zodRule(sys.issuer, tr)]}>
        <Input maxLength={100} data-testid="std-system-issuer" />
      </Form.Item>
    </EditDialog>
  );
}

/** A standard's dialog (number, name, year, issuer), loaded like the system's. */
export function StandardDialog(props: DialogProps<StandardSaveInput, StandardRow>) {
  const t = useTranslations('Standards');
  const tr = useTranslations();
  const std = standardSaveSchema.shape;
  return (
    <EditDialog {...props} title={props.initial ? t('manage.editStandard') : t('manage.addStandard')} testId="std-standard-form">
      <Form.Item name="number" label={t('fields.number')} rules={[zodRule(std.number, tr)]}>
        <Input maxLength={60} data-testid="std-number" />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(std.name, tr)]}>
        <Input maxLength={200} data-testid="std-name" />
      </Form.Item>
      <Form.Item name="year" label={t('fields.year')} rules={[zodRule(std.year, tr)]}>
        <InputNumber min={1900} max={2100} precision={0} style={{ width: '100%' }} data-testid="std-year" />
      </Form.Item>
      <Form.Item name="issuer" label={t('fields.issuer')} rules={[zodRule(std.issuer, tr)]}>
        <Input maxLength={100} data-testid="std-issuer" />
      </Form.Item>
    </EditDialog>
  );
}
