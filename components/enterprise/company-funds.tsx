'use client';
import { Descriptions } from 'antd';
import '@/styles/antd/descriptions.css';
import { useTranslations } from 'next-intl';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCall } from '@/lib/api/use-call';
import type { CompanyFunds as Funds } from '@/lib/enterprise/contract';
import { useMoney } from '@/components/commerce/money';
import { NavLink } from '@/components/layout/nav-link';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { useDateTime } from '@/components/ui/use-date-time';
import { loose } from '@/components/ui/zod-rule';
import { LoadState } from './list-state';

type Month = Funds['byMonth'][number];
type Member = Funds['members'][number];

/**
 * …/DataManagement (issue 32 behaviour 6, our reading): paid and waiting totals, paid spending by month and order
 * type, the members' VIP state, and links to the invoices and the R&D data management. No wallet balance.
 */
export function CompanyFunds() {
  const t = useTranslations('Enterprise.screens');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const dateText = useDateTime();
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.companyFunds, {});
  const monthColumns: DataColumn<Month>[] = [
    { key: 'month', title: t('funds.month'), dataIndex: 'month' },
    { key: 'type', title: t('funds.type'), render: (_: unknown, m) => loose(tp)(`types.${m.type}`) },
    { key: 'amount', title: t('funds.amount'), align: 'right', render: (_: unknown, m) => money(m.amountFen) },
  ];
  const memberColumns: DataColumn<Member>[] = [
    { key: 'userName', title: t('members.userName'), dataIndex: 'userName' },
    { key: 'vipUntil', title: t('funds.vipUntil'), render: (_: unknown, m) => (m.vipUntil ? dateText(m.vipUntil) : t('funds.noVip')) },
  ];
  return (
    <div className="enterprise-screen" data-testid="company-funds">
      <h1>{t('funds.title')}</h1>
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()}>
        {data && (
          <>
            <Descriptions bordered column={2} size="middle">
              <Descriptions.Item label={t('funds.paid')}>{money(data.paidFen)}</Descriptions.Item>
              <Descriptions.Item label={t('funds.waiting')}>{money(data.waitingFen)}</Descriptions.Item>
            </Descriptions>
            <p>
              <NavLink href="/my/bill">{t('funds.invoices')}</NavLink> · <NavLink href="/my/enterpriseInformationManagement/R&dDataManagement">{t('funds.researchData')}</NavLink>
            </p>
            <h2>{t('funds.byMonth')}</h2>
            <DataTable rowKey={(m) => `${m.month}-${m.type}`} columns={monthColumns} dataSource={data.byMonth} locale={{ emptyText: t('empty') }} pagination={{ pageSize: 12, hideOnSinglePage: true }} />
            <h2>{t('funds.members')}</h2>
            <DataTable rowKey="id" columns={memberColumns} dataSource={data.members} locale={{ emptyText: t('empty') }} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
          </>
        )}
      </LoadState>
    </div>
  );
}
