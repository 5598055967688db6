'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { request } from '@/lib/api/client';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import type { Invitation, inviteUserSchema } from '@/lib/enterprise/contract';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { TextField } from '@/components/ui/plain/text-field';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import { toast } from '@/components/ui/plain/toast';
import { useDateTime } from '@/components/ui/use-date-time';

/** The mobile number's schema (the endpoint's own) loads when the form is first worked in. */
const shape = lazyShape<{ mobile: (typeof inviteUserSchema)['shape']['mobile'] }>(['mobile'], () => import('@/lib/enterprise/contract').then((m) => ({ mobile: m.inviteUserSchema.shape.mobile })));

/** Inviting a mobile number into the company (7 days) and the open invitations (administrator). Plain markup. */
export function InvitePanel() {
  const t = useTranslations('Enterprise.screens');
  const dateText = useDateTime();
  const form = useZodForm(shape);
  const [groupId, setGroupId] = useState('');
  const groups = useCall(enterpriseCalls.groups, {});
  const invitations = useCall(enterpriseCalls.invitations, {});
  const invite = useCallMutation(enterpriseCalls.inviteUser);

  const submit = form.submit(async (values) => {
    try {
      const sent = await invite.trigger({ mobile: values.mobile, groupId: groupId ? Number(groupId) : undefined });
      if (sent.smsSent === false) toast.warning(t('members.invitedNoSms'));
      else toast.success(t(sent.smsSent ? 'members.invitedSms' : 'members.invited'));
      form.reset();
      setGroupId('');
      await invitations.mutate();
    } catch {
      /* toast shown */
    }
  });

  // An open invitation holds a seat until it is accepted, expires or is withdrawn (issue 48 item 8).
  async function withdraw(invitation: Invitation) {
    if (!window.confirm(t('members.withdrawConfirm', { mobile: invitation.mobile }))) return;
    try {
      await request(enterpriseCalls.withdrawInvitation, { id: invitation.id });
      toast.success(t('members.withdrawn'));
      await invitations.mutate();
    } catch {
      /* toast shown */
    }
  }

  const columns: DataColumn<Invitation>[] = [
    { key: 'mobile', title: t('members.mobile'), dataIndex: 'mobile' },
    { key: 'registered', title: t('members.invitationStatus'), dataIndex: 'registered', render: (r: boolean) => <span className="tag">{r ? t('members.registered') : t('members.unregistered')}</span> },
    { key: 'expiresAt', title: t('members.expiresAt'), dataIndex: 'expiresAt', render: (at: string) => dateText(at) },
    {
      key: 'actions',
      title: t('members.actions'),
      render: (_: unknown, r) => (
        <button type="button" className="button button--small" onClick={() => void withdraw(r)} data-testid="invitation-withdraw">
          {t('members.withdraw')}
        </button>
      ),
    },
  ];

  return (
    <section data-testid="invite-panel">
      <h2>{t('members.invite')}</h2>
      <form className="enterprise-invite" onSubmit={submit} noValidate>
        <TextField form={form} name="mobile" label={t('members.inviteMobile')} maxLength={11} inputMode="numeric" data-testid="invite-mobile" />
        <div className="field">
          <label className="field__label" htmlFor="invite-group">
            {t('members.inviteGroup')}
          </label>
          <NativeSelect id="invite-group" value={groupId} onChange={(v) => setGroupId(v ?? '')} options={[{ value: '', label: t('members.noGroup') }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))]} data-testid="invite-group" />
        </div>
        <div className="field">
          <span className="field__label" aria-hidden>
            &nbsp;
          </span>
          <button type="submit" className="button button--primary" disabled={invite.isMutating} aria-busy={invite.isMutating} data-testid="invite-submit">
            {t('members.invite')}
          </button>
        </div>
      </form>
      <h3>{t('members.invitations')}</h3>
      <DataTable rowKey="id" columns={columns} dataSource={invitations.data ?? []} loading={invitations.isLoading} locale={{ emptyText: t('empty') }} />
    </section>
  );
}
