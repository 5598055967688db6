'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { MEMBER_ROLES, type CompanyMember } from '@/lib/enterprise/contract';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { toast } from '@/components/ui/plain/toast';
import { useDateTime } from '@/components/ui/use-date-time';
import { LoadState } from './list-state';
import { MemberFilters } from './member-filters';
import { idParam, useQueryFilters } from '@/components/ui/use-query-filters';

const PAGE_SIZE = 20;

/** The transfer dialog (antd Modal and the security-code fields) loads when an administrator first opens it. */
const TransferModal = dynamic(() => import('./transfer-modal').then((m) => m.TransferModal), { ssr: false });

/**
 * The company's members (/my/companyEmployee, /my/userList; with `manage`, …/employeeInformationManagement: group,
 * remove, transfer). Filters and page live in the address.
 */
export function MemberList({ manage = false, title }: { manage?: boolean; title: 'members' | 'userList' }) {
  const t = useTranslations('Enterprise');
  const dateText = useDateTime();
  const { values, page, go } = useQueryFilters();
  const [transferTo, setTransferTo] = useState<CompanyMember | null>(null);
  const groups = useCall(enterpriseCalls.groups, {});
  const input = { page, pageSize: PAGE_SIZE, groupId: idParam(values.groupId), role: (MEMBER_ROLES as readonly string[]).includes(values.role) ? (values.role as CompanyMember['role']) : undefined, keyword: values.keyword || undefined };
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.users, input);

  async function setGroup(member: CompanyMember, groupId: number | null) {
    try {
      await request(enterpriseCalls.setUserGroup, { userId: member.id, groupId });
      toast.success(t('screens.saved'));
      await Promise.all([mutate(), groups.mutate()]);
    } catch {
      /* toast shown */
    }
  }

  async function remove(member: CompanyMember) {
    if (!window.confirm(t('screens.members.removeConfirm', { name: member.userName }))) return;
    try {
      await request(enterpriseCalls.removeUser, { userId: member.id });
      toast.success(t('screens.members.removed'));
      await mutate();
    } catch {
      /* toast shown */
    }
  }

  const columns: DataColumn<CompanyMember>[] = [
    { key: 'userName', title: t('screens.members.userName'), dataIndex: 'userName' },
    { key: 'fullName', title: t('screens.members.fullName'), dataIndex: 'fullName' },
    { key: 'mobile', title: t('screens.members.mobile'), dataIndex: 'mobile' },
    { key: 'role', title: t('screens.members.role'), dataIndex: 'role', render: (role: CompanyMember['role']) => <span className={role === 'company_admin' ? 'tag tag--orange' : 'tag tag--blue'}>{t(`roles.${role}`)}</span> },
    {
      key: 'group',
      title: t('screens.members.group'),
      render: (_: unknown, m) =>
        manage && m.role === 'employee' ? (
          <NativeSelect
            small
            aria-label={t('screens.members.setGroup')}
            value={m.groupId === null ? '' : String(m.groupId)}
            onChange={(v) => setGroup(m, v ? Number(v) : null)}
            options={[{ value: '', label: t('screens.members.noGroup') }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))]}
          />
        ) : (
          (m.groupName ?? t('screens.members.noGroup'))
        ),
    },
    { key: 'createdAt', title: t('screens.members.joinedAt'), dataIndex: 'createdAt', render: (at: string) => dateText(at) },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      title: t('screens.members.actions'),
      render: (_: unknown, m) =>
        m.role === 'employee' ? (
          <span className="enterprise-actions">
            <button type="button" className="button button--small" onClick={() => setTransferTo(m)} data-testid={`transfer-${m.userName}`}>
              {t('screens.members.transfer')}
            </button>
            <button type="button" className="button button--small button--danger" onClick={() => void remove(m)} data-testid={`remove-${m.userName}`}>
              {t('screens.members.remove')}
            </button>
          </span>
        ) : null,
    });
  }

  return (
    <div className="enterprise-screen" data-testid="member-list">
      <h1>{t(`screens.${title}.title`)}</h1>
      <MemberFilters values={values} groups={groups.data ?? []} go={go} />
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()}>
        <DataTable
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading}
          locale={{ emptyText: t('screens.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => go({ ...values, page: p }), hideOnSinglePage: true }}
          data-testid="member-table"
        />
      </LoadState>
      {transferTo && <TransferModal member={transferTo} onClose={() => setTransferTo(null)} />}
    </div>
  );
}
