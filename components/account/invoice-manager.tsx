'use client';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Radio, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { invoiceTitleSchema, type InvoiceTitle } from '@/lib/account/contract';
import { accountCalls } from '@/lib/api/calls/account';
import { loose, zodRule } from '@/components/ui/zod-rule';
import { CardListState } from './card-list-state';
import { useCardList } from './use-card-list';
import { request } from '@/lib/api/client';

const ENTERPRISE_FIELDS = ['taxNumber', 'address', 'telephone', 'bankAccount', 'bankName'] as const;

/** /my/bill: invoice titles, personal (a name) or enterprise (tax number and bank details). */
export function InvoiceManager() {
  const t = useTranslations();
  const { list, failed, load, editing, setEditing, busy, save: saveWith, act } = useCardList(accountCalls.listInvoiceTitles, accountCalls.saveInvoiceTitle);
  const [form] = Form.useForm();
  const titleType = Form.useWatch('titleType', form);
  const shape = invoiceTitleSchema.shape;

  function open(target: InvoiceTitle | 'new') {
    form.resetFields();
    form.setFieldsValue(target === 'new' ? { titleType: 'personal' } : Object.fromEntries(Object.entries(target).map(([k, v]) => [k, v ?? ''])));
    setEditing(target);
  }

  async function save() {
    const values = await form.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    const check = invoiceTitleSchema.safeParse({ ...values, isDefault: !!values.isDefault });
    if (!check.success) {
      const issue = check.error.issues[0];
      form.setFields([{ name: issue.path as string[], errors: [loose(t)(issue.message)] }]);
      return;
    }
    await saveWith({ ...check.data, id: editing !== 'new' && editing ? editing.id : undefined });
  }

  return (
    <section className="my-panel" data-testid="invoice-manager">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('Account.invoice.title')}</h1>
        <Button type="primary" onClick={() => open('new')} data-testid="invoice-add">{t('Account.invoice.add')}</Button>
      </div>
      <CardListState list={list} failed={failed} onRetry={load} emptyText={t('Account.invoice.empty')} />
      {list && list.length > 0 && (
        <ul className="my-card-list">
          {list.map((item) => (
            <li key={item.id} className={item.isDefault ? 'my-card my-card--default' : 'my-card'} data-testid="invoice-item">
              <div className="my-card__main">
                <p className="my-card__line">
                  <strong>{item.title}</strong> <Tag>{t(`Account.invoice.types.${item.titleType}`)}</Tag>
                  {item.isDefault && <Tag color="blue">{t('Account.default')}</Tag>}
                </p>
                {item.titleType === 'enterprise' && (
                  <p className="my-card__line auth-muted">
                    {t('Account.invoice.taxNumber')}: {item.taxNumber} · {item.bankName} {item.bankAccount}
                  </p>
                )}
                {item.email && <p className="my-card__line auth-muted">{item.email}</p>}
              </div>
              <div className="my-card__actions">
                {!item.isDefault && <Button size="small" onClick={() => act(request(accountCalls.setDefaultInvoiceTitle, { id: item.id }), t('Account.saved'))}>{t('Account.setDefault')}</Button>}
                <Button size="small" onClick={() => open(item)}>{t('Common.edit')}</Button>
                <Popconfirm title={t('Account.invoice.deleteConfirm')} onConfirm={() => act(request(accountCalls.deleteInvoiceTitle, { id: item.id }), t('Account.deleted'))} okText={t('Common.confirm')} cancelText={t('Common.cancel')}>
                  <Button size="small" danger>{t('Common.delete')}</Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} title={editing === 'new' ? t('Account.invoice.add') : t('Account.invoice.edit')} onCancel={() => setEditing(null)} onOk={save} confirmLoading={busy} okText={t('Common.save')} cancelText={t('Common.cancel')} forceRender>
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="titleType" label={t('Account.invoice.titleType')}>
            <Radio.Group optionType="button" options={[{ value: 'personal', label: t('Account.invoice.types.personal') }, { value: 'enterprise', label: t('Account.invoice.types.enterprise') }]} />
          </Form.Item>
          <Form.Item name="title" label={titleType === 'enterprise' ? t('Account.invoice.enterpriseName') : t('Account.invoice.personalName')} rules={[zodRule(shape.title, t)]}>
            <Input maxLength={200} data-testid="invoice-title" />
          </Form.Item>
          {titleType === 'enterprise' &&
            ENTERPRISE_FIELDS.map((f) => (
              <Form.Item key={f} name={f} label={t(`Account.invoice.${f}`)} rules={[zodRule(shape[f], t)]}>
                <Input />
              </Form.Item>
            ))}
          <Form.Item name="email" label={t('Auth.form.email')} rules={[zodRule(shape.email, t)]}><Input maxLength={200} /></Form.Item>
          <Form.Item name="isDefault" valuePropName="checked"><Checkbox>{t('Account.invoice.makeDefault')}</Checkbox></Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
