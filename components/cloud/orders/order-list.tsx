'use client';
import { Button, Checkbox, Drawer, Input, Result, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/drawer.css';
import '@/styles/antd/input.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { useMoney } from '@/components/commerce/money';
import { useOrderDate } from '@/components/commerce/use-money';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { callHref } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { CloudOrderRow } from '@/lib/cloud/order-contract';
import { ORDER_STAGES, type OrderStage } from '@/lib/cloud/order-stages';
import { StageTag } from './stage-tag';
import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable } from '@/components/ui/plain/data-table';

/** The order in the drawer loads when a row is opened (issue 30: the list loaded every stage's actions, uploads and the payment dialog). */
const OrderDetail = dynamic(() => import('./order-detail').then((m) => m.OrderDetail));

const PAGE_SIZE = 10;
export type ListMode = 'mine' | 'lab' | 'admin';

/**
 * The order lists of the personal centre: my requirements and my detection orders (`mine`, by
 * stage), the laboratory's orders (`lab`), customer service's queue (`admin`: every order, deadlines
 * and overdue flags, keyword, Excel export). Stage, page, filters and the open order live in the
 * address (`?orderNo=` opens it beside the list), so a list can be linked and reloaded.
 */
export function OrderList({ mode, kind }: { mode: ListMode; kind?: 'detection' }) {
  const t = useTranslations('CloudOrders');
  const money = useMoney();
  const date = useOrderDate();
  const [page, setPage] = usePageParam();
  const [stage, setStage] = useQueryParam<OrderStage>('stage', ORDER_STAGES);
  const [overdue, setOverdue] = useQueryParam<'yes'>('overdue', ['yes']);
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const open = params.get('orderNo');
  const base = { page, pageSize: PAGE_SIZE, ...(stage ? { stage } : {}) };
  const call = mode === 'admin' ? cloudOrderCalls.pageAdmin : mode === 'lab' ? cloudOrderCalls.pageLab : cloudOrderCalls.pageMine;
  const input = mode === 'admin' ? { ...base, ...(overdue ? { overdue } : {}), ...(keyword ? { keyword } : {}) } : mode === 'mine' && kind ? { ...base, kind } : base;
  const { data, error, isLoading, mutate } = useCall(call, input as never);

  const setQuery = (name: string, value: string | null) => {
    const q = new URLSearchParams(params.toString());
    if (value) q.set(name, value);
    else q.delete(name);
    if (name !== 'orderNo') q.delete('page');
    router.push(`${pathname}?${q}`, { scroll: false });
  };

  if (error && !isLoading) return <Result status="warning" title={error.message} extra={<Button onClick={() => void mutate()}>↻</Button>} />;
  const rows = (data as { list: CloudOrderRow[]; total: number } | undefined) ?? { list: [], total: 0 };
  return (
    <div data-testid={`order-list-${mode}`}>
      <Space wrap className="cloud-list__toolbar">
        <FilterSelect
          className="plain-select"
          hideLabel
          label={t('ui.stage')}
          name="stage"
          value={stage}
          anyLabel={t('ui.allStages')}
          onChange={(v) => setStage((v || undefined) as OrderStage | undefined)}
          options={ORDER_STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
          testId="stage-filter"
        />
        {mode === 'admin' ? (
          <>
            <Checkbox checked={overdue === 'yes'} onChange={(e) => setOverdue(e.target.checked ? 'yes' : undefined)} data-testid="overdue-filter">
              {t('ui.overdueOnly')}
            </Checkbox>
            <Input.Search value={typed} onChange={(e) => setTyped(e.target.value)} onSearch={(v) => setQuery('keyword', v.trim() || null)} placeholder={t('ui.keyword')} allowClear style={{ width: 260 }} />
            <Button href={callHref(cloudOrderCalls.exportAdmin, { stage, overdue, keyword: keyword || undefined })} data-testid="cloud-export">
              {t('ui.export')}
            </Button>
          </>
        ) : null}
      </Space>
      <DataTable<CloudOrderRow>
        rowKey="orderNo"
        loading={isLoading}
        dataSource={rows.list}
        scroll={{ x: 960 }}
        rowClassName={(r) => (r.overdue.length ? 'cloud-list__overdue' : '')}
        locale={{ emptyText: mode === 'mine' ? <span>{t('ui.emptyMine')} · <NavLink href="/cloud/requirementFill">{t('ui.newOrder')}</NavLink></span> : t('ui.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: rows.total, hideOnSinglePage: true, onChange: setPage }}
        columns={[
          {
            key: 'orderNo',
            title: t('ui.orderNo'),
            render: (_, r) => (
              <Button type="link" onClick={() => setQuery('orderNo', r.orderNo)} data-testid="order-open">
                {r.orderNo}
              </Button>
            ),
          },
          { key: 'project', title: t('ui.projectName'), dataIndex: 'projectName' },
          ...(mode !== 'mine' ? [{ key: 'customer', title: t('ui.customer'), dataIndex: 'customer' }] : []),
          { key: 'items', title: t('ui.items'), render: (_, r) => r.items.join('; ') },
          { key: 'samples', title: t('ui.sampleCount', { n: '' }).trim(), dataIndex: 'sampleCount', width: 80 },
          ...(mode !== 'lab' ? [{ key: 'lab', title: t('ui.laboratory'), render: (_: unknown, r: CloudOrderRow) => r.labName ?? '—' }] : []),
          { key: 'money', title: t('ui.amount'), render: (_, r) => money(r.offerFen ?? r.estimateFen) + (r.offerFen === null ? ` (${t('ui.estimated')})` : '') },
          { key: 'stage', title: t('ui.stage'), render: (_, r) => <StageTag stage={r.stage} /> },
          {
            key: 'deadline',
            title: t('ui.deadlines'),
            render: (_, r) => (
              <span>
                {r.stage === 'preReview' ? `${t('ui.contactDue')}: ${date(r.contactDueAt)}` : r.stage === 'offer' && r.quoteDueAt ? `${t('ui.quoteDue')}: ${date(r.quoteDueAt)}` : '—'}
                {r.overdue.map((f) => (
                  <Tag key={f} color="red" data-testid="overdue-flag">
                    {t(`overdue.${f}`)}
                  </Tag>
                ))}
              </span>
            ),
          },
          { key: 'created', title: t('ui.placedAt'), render: (_, r) => date(r.createdAt) },
        ]}
      />
      <Drawer open={!!open} width={Math.min(960, typeof window === 'undefined' ? 960 : window.innerWidth)} onClose={() => setQuery('orderNo', null)} title={open} destroyOnHidden>
        {open ? <OrderDetail orderNo={open} onChanged={() => void mutate()} /> : null}
      </Drawer>
    </div>
  );
}
