'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/commerce/money';
import { NavLink } from '@/components/layout/nav-link';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { TabBar } from '@/components/ui/plain/tab-bar';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { useDateTime } from '@/components/ui/use-date-time';
import { customCalls } from '@/lib/api/calls/custom';
import { useCall } from '@/lib/api/use-call';
import type { CustomRow } from '@/lib/custom/contract';
import { PERMISSIONS } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';
import './custom.css';

const SCOPES = ['mine', 'supplier', 'admin'] as const;
type Scope = (typeof SCOPES)[number];
const PAGE_SIZE = 10;

/**
 * /custom/customList and /my/customList: the caller's customisation orders; a company administrator also sees the
 * orders sent to the company (supplier), customer service every order with its contact and quote deadlines flagged.
 * `only` shows one list (the personal centre: mine; customer service's tab of /my/administration/cloudServices: admin).
 * The tabs are display hints from the session; material/custom/page decides.
 */
export function CustomList({ only }: { only?: 'mine' | 'admin' }) {
  const t = useTranslations('Custom');
  const money = useMoney();
  const when = useDateTime();
  const session = useSession();
  const [scope, setScope] = useQueryParam<Scope>('scope', SCOPES, 'mine');
  const [page, setPage] = usePageParam();
  const allowed: Scope[] = only
    ? [only]
    : SCOPES.filter((s) => s === 'mine' || (s === 'supplier' && session.userType === 'company_admin') || (s === 'admin' && !!session.permissions?.includes(PERMISSIONS.orderConfirmPayment)));
  const current = allowed.includes(scope) ? scope : allowed[0];
  const { data, error, isLoading, mutate } = useCall(customCalls.page, { scope: current, page, pageSize: PAGE_SIZE });

  const columns: DataColumn<CustomRow>[] = [
    {
      key: 'orderNo',
      title: t('ui.orderNo'),
      render: (_: unknown, r) => (
        <NavLink href={`/custom/customDetail?orderNo=${r.orderNo}`} data-testid="custom-row-link">
          {r.orderNo}
        </NavLink>
      ),
    },
    { key: 'project', title: t('ui.project'), dataIndex: 'projectName' },
    { key: 'product', title: t('ui.product'), dataIndex: 'productName' },
    {
      key: 'stage',
      title: t('ui.stage'),
      render: (_: unknown, r) => (
        <span>
          <span className="tag" data-testid="custom-row-stage">
            {t(`stages.${r.stage ?? 'draft'}`)}
          </span>{' '}
          {r.overdue.map((f) => (
            <span key={f} className="tag tag--red" data-testid={`custom-overdue-${f}`}>
              {t(`ui.overdue.${f}`)}
            </span>
          ))}
        </span>
      ),
    },
    { key: 'customer', title: t('ui.customer'), dataIndex: 'customerName' },
    { key: 'supplier', title: t('ui.supplier'), render: (_: unknown, r) => r.supplierName ?? '—' },
    { key: 'total', title: t('ui.total'), render: (_: unknown, r) => (r.totalFen === null ? '—' : money(r.totalFen)) },
    { key: 'updated', title: t('ui.updated'), render: (_: unknown, r) => when(r.updatedAt) },
  ];

  return (
    <div data-testid="custom-list">
      {only !== 'admin' && (
        <>
          <h1>{t('ui.listTitle')}</h1>
          <p>
            <NavLink className="button button--primary" href="/custom" data-testid="custom-new">
              {t('ui.new')}
            </NavLink>
          </p>
        </>
      )}
      {allowed.length > 1 && (
        <TabBar
          label={t('ui.listTitle')}
          active={current}
          onChange={(k) => {
            setScope(k as Scope);
            setPage(1);
          }}
          items={allowed.map((s) => ({ key: s, label: t(`ui.scopes.${s}`) }))}
        />
      )}
      {error && !data ? (
        <LoadFailed message={t('ui.loadError', { msg: String(error.message) })} retryLabel={t('ui.retry')} onRetry={() => mutate()} />
      ) : (
        <DataTable
          rowKey="orderNo"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('ui.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => setPage(p), hideOnSinglePage: true }}
          data-testid="custom-table"
        />
      )}
    </div>
  );
}
