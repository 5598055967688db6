'use client';
import { Button, Descriptions, Popconfirm, Skeleton, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/skeleton.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { accountCalls } from '@/lib/api/calls/account';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { NavLink } from '@/components/layout/nav-link';
import { loose } from '@/components/ui/zod-rule';
import { AvatarCard } from './avatar-card';
import dynamic from 'next/dynamic';
import { useOpened } from '@/components/ui/use-opened';
import { toast } from '@/components/ui/plain/toast';

/** The dialogs (edit with its form and schema, password and mobile with code fields and captcha) load when first opened (issue 30, page weight). */
const ChangePasswordModal = dynamic(() => import('./security-modals').then((m) => m.ChangePasswordModal));
const ChangeMobileModal = dynamic(() => import('./security-modals').then((m) => m.ChangeMobileModal));
const ProfileEditModal = dynamic(() => import('./profile-edit-modal').then((m) => m.ProfileEditModal));

/** /my/info: personal info, editing, password and mobile changes, WeChat binding. */
export function ProfileView() {
  const t = useTranslations();
  const { data: profile, error, mutate: reload } = useCall(accountCalls.getUserInfo, {});
  const unbindWx = useCallMutation(accountCalls.unbindWx);
  const [dialog, setDialog] = useState<'edit' | 'password' | 'mobile' | null>(null);
  const passwordOpened = useOpened(dialog === 'password');
  const mobileOpened = useOpened(dialog === 'mobile');
  const editOpened = useOpened(dialog === 'edit');

  if (error && !profile) return <div className="my-panel"><p>{t('Errors.failure')}</p><Button onClick={() => reload()}>{t('Common.retry')}</Button></div>;
  if (!profile) return <div className="my-panel"><Skeleton active /></div>;

  async function unbind() {
    try {
      await unbindWx.trigger({});
      toast.success(t('Account.info.unbound'));
      await reload();
    } catch {
      /* toast shown */
    }
  }

  const dash = '—';
  return (
    <>
      <section className="my-panel" data-testid="profile-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('Account.info.title')}</h1>
          <Button onClick={() => setDialog('edit')} data-testid="profile-edit">
            {t('Common.edit')}
          </Button>
        </div>
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label={t('Auth.form.userName')}><span data-testid="profile-username">{profile.userName}</span></Descriptions.Item>
          <Descriptions.Item label={t('Account.info.loginName')}>{profile.loginName ?? dash}</Descriptions.Item>
          <Descriptions.Item label={t('Auth.form.fullName')}>{profile.fullName || dash}</Descriptions.Item>
          <Descriptions.Item label={t('Auth.form.email')}>{profile.email || dash}</Descriptions.Item>
          <Descriptions.Item label={t('Auth.form.mobile')}>{profile.mobile || dash}</Descriptions.Item>
          <Descriptions.Item label={t('Account.info.accountType')}>{t(`Account.accountTypes.${profile.accountType === 'company' ? 'company' : 'individual'}`)}</Descriptions.Item>
          <Descriptions.Item label={t('Account.info.role')}><Tag>{loose(t)(`Account.roles.${profile.role}`)}</Tag></Descriptions.Item>
          <Descriptions.Item label={t('Account.info.company')}>{profile.companyName ?? dash}</Descriptions.Item>
        </Descriptions>
      </section>
      <AvatarCard profile={profile} onSaved={(avatar) => void reload({ ...profile, avatar }, { revalidate: false })} />
      <section className="my-panel" data-testid="security-panel">
        <h2 className="my-panel__title">{t('Account.info.security')}</h2>
        <ul className="my-card-list" style={{ marginTop: 12 }}>
          <li className="my-card">
            <div className="my-card__main"><strong>{t('Auth.form.password')}</strong><p className="my-card__line auth-muted">{t('Account.info.passwordHint')}</p></div>
            <Button onClick={() => setDialog('password')} data-testid="change-password">{t('Account.info.changePassword')}</Button>
          </li>
          <li className="my-card">
            <div className="my-card__main"><strong>{t('Auth.form.mobile')}</strong><p className="my-card__line">{profile.mobile}</p></div>
            <Button onClick={() => setDialog('mobile')}>{t('Account.info.changeMobile')}</Button>
          </li>
          <li className="my-card">
            <div className="my-card__main">
              <strong>{t('Account.info.wechat')}</strong>
              <p className="my-card__line" data-testid="wx-status">{profile.wxBound ? t('Account.info.wxBound', { name: profile.wxNickname ?? '' }) : t('Account.info.wxUnbound')}</p>
            </div>
            {profile.wxBound ? (
              <Popconfirm title={t('Account.info.unbindConfirm')} onConfirm={unbind} okText={t('Common.confirm')} cancelText={t('Common.cancel')}>
                <Button danger loading={unbindWx.isMutating} data-testid="wx-unbind">{t('Account.info.unbind')}</Button>
              </Popconfirm>
            ) : (
              <NavLink href="/wxBind" className="ant-btn ant-btn-default" data-testid="wx-bind-link">{t('Account.info.bind')}</NavLink>
            )}
          </li>
        </ul>
      </section>
      {editOpened && (
        <ProfileEditModal
          profile={profile}
          open={dialog === 'edit'}
          onClose={() => setDialog(null)}
          onSaved={(updated) => {
            void reload(updated, { revalidate: false });
            setDialog(null);
          }}
        />
      )}
      {passwordOpened && <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />}
      {mobileOpened && <ChangeMobileModal open={dialog === 'mobile'} onClose={() => setDialog(null)} onDone={() => { setDialog(null); void reload(); }} />}
    </>
  );
}
