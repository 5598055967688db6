'use client';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { addressSchema, type Address } from '@/lib/account/contract';
import { accountCalls } from '@/lib/api/calls/account';
import { zodRule } from '@/components/ui/zod-rule';
import { RegionFields } from './region-fields';
import { CardListState } from './card-list-state';
import { useCardList } from './use-card-list';
import { request } from '@/lib/api/client';

/** /my/deliveryAddress: list, add, edit, set default and delete delivery addresses. */
export function AddressManager() {
  const t = useTranslations();
  const { list, failed, load, editing, setEditing, busy, save: saveWith, act } = useCardList(accountCalls.getAddress, accountCalls.saveAddress);
  const [form] = Form.useForm();
  const s = addressSchema.shape;

  function open(target: Address | 'new') {
    form.resetFields();
    if (target !== 'new') form.setFieldsValue({ ...target, email: target.email ?? '' });
    setEditing(target);
  }

  async function save() {
    const values = await form.validateFields();
    await saveWith({ ...values, id: editing !== 'new' && editing ? editing.id : undefined, isDefault: !!values.isDefault });
  }

  return (
    <section className="my-panel" data-testid="address-manager">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('Account.address.title')}</h1>
        <Button type="primary" onClick={() => open('new')} data-testid="address-add">{t('Account.address.add')}</Button>
      </div>
      <CardListState list={list} failed={failed} onRetry={load} emptyText={t('Account.address.empty')} />
      {list && list.length > 0 && (
        <ul className="my-card-list">
          {list.map((a) => (
            <li key={a.id} className={a.isDefault ? 'my-card my-card--default' : 'my-card'} data-testid="address-item">
              <div className="my-card__main">
                <p className="my-card__line"><strong>{a.consignee}</strong> {a.mobile} {a.isDefault && <Tag color="blue" data-testid="address-default-tag">{t('Account.default')}</Tag>}</p>
                <p className="my-card__line">{[a.province, a.city, a.county, a.detail].join(' ')}</p>
                {a.email && <p className="my-card__line auth-muted">{a.email}</p>}
              </div>
              <div className="my-card__actions">
                {!a.isDefault && <Button size="small" onClick={() => act(request(accountCalls.setDefaultAddress, { id: a.id }), t('Account.address.defaultSet'))} data-testid="address-set-default">{t('Account.setDefault')}</Button>}
                <Button size="small" onClick={() => open(a)} data-testid="address-edit">{t('Common.edit')}</Button>
                <Popconfirm title={t('Account.address.deleteConfirm')} onConfirm={() => act(request(accountCalls.deleteAddress, { id: a.id }), t('Account.deleted'))} okText={t('Common.confirm')} cancelText={t('Common.cancel')}>
                  <Button size="small" danger data-testid="address-delete">{t('Common.delete')}</Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} title={editing === 'new' ? t('Account.address.add') : t('Account.address.edit')} onCancel={() => setEditing(null)} onOk={save} confirmLoading={busy} okText={t('Common.save')} cancelText={t('Common.cancel')} width={640} forceRender>
        <Form form={form} layout="vertical" requiredMark={false} data-testid="address-form">
          <Form.Item name="consignee" label={t('Account.address.consignee')} rules={[zodRule(s.consignee, t)]}><Input maxLength={50} data-testid="address-consignee" /></Form.Item>
          <Form.Item name="mobile" label={t('Account.address.mobile')} rules={[zodRule(s.mobile, t)]}><Input maxLength={11} inputMode="tel" data-testid="address-mobile" /></Form.Item>
          <Form.Item name="email" label={t('Auth.form.email')} rules={[zodRule(s.email, t)]}><Input maxLength={200} /></Form.Item>
          <RegionFields />
          <Form.Item name="detail" label={t('Account.address.detail')} rules={[zodRule(s.detail, t)]}><Input maxLength={200} data-testid="address-detail" /></Form.Item>
          <Form.Item name="isDefault" valuePropName="checked"><Checkbox>{t('Account.address.makeDefault')}</Checkbox></Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
