'use client';
import { Button, Popconfirm, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/tag.css';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/account/contract';
import { accountCalls } from '@/lib/api/calls/account';
import { useOpened } from '@/components/ui/use-opened';
import { CardListState } from './card-list-state';
import { useCardList } from './use-card-list';
import { request } from '@/lib/api/client';

/**
 * The add / edit dialog (its form, the region picker and the address schema) loads when first opened
 * (issue 30: /my/deliveryAddress was 382 KB of JS gz before anyone clicked "add").
 */
const AddressDialog = dynamic(() => import('./address-dialog').then((m) => m.AddressDialog));

/** /my/deliveryAddress: list, add, edit, set default and delete delivery addresses. */
export function AddressManager() {
  const t = useTranslations();
  const { list, failed, load, editing, setEditing, busy, save: saveWith, act } = useCardList(accountCalls.getAddress, accountCalls.saveAddress);
  const opened = useOpened(editing !== null);

  function open(target: Address | 'new') {
    setEditing(target);
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
      {opened && (
        <AddressDialog
          editing={editing}
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={(values) => saveWith({ ...values, id: editing !== 'new' && editing ? editing.id : undefined })}
        />
      )}
    </section>
  );
}
