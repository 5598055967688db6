'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { PayDialog } from '@/components/commerce/lazy-dialogs';
import { newIdempotencyKey } from '@/components/commerce/idempotency-key';
import { rankingReportCalls } from '@/lib/api/calls/ranking';
import { paymentCalls } from '@/lib/api/calls/payments';
import { callHref, request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { LEVELS } from '@/lib/ranking/model';
import type { OrderDetail, OrderRow } from '@/lib/payments/contract';
import type { RankingRow, ReportAuthor } from '@/lib/ranking/contract';
import { useSession } from '@/lib/session/use-session';

/** Integer fen to yuan, for display only (the price is the server's). */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const reportHref = (id: number) => `/economy/economyOrder?id=${id}`;
const payHref = (orderNo: string) => `/economy/economyPay?orderNo=${encodeURIComponent(orderNo)}`;

/** /economy/economyOrder: without ?id= the reports of every category (qc/reportCategory); with it one report. */
export function ReportOrder() {
  const id = Number(useSearchParams().get('id'));
  return Number.isSafeInteger(id) && id > 0 ? <ReportDetail id={id} /> : <ReportCatalogue />;
}

function ReportCatalogue() {
  const t = useTranslations('Ranking.report');
  const tc = useTranslations('Common');
  const { data, error, isLoading, mutate } = useCall(rankingReportCalls.reportCategory, {});
  if (error) return <LoadFailed message={error.message} retryLabel={tc('retry')} onRetry={() => mutate()} />;
  if (isLoading || !data) return <p aria-busy="true">{tc('loading')}</p>;
  if (!data.length) return <p>{t('none')}</p>;
  return (
    <div className="rk-reports" data-testid="report-catalogue">
      {data.map((c) => (
        <section key={c.category.code}>
          <h2>{c.category.name}</h2>
          <ul>
            {c.reports.map((r) => (
              <li key={r.id}>
                <Link href={reportHref(r.id)} data-testid="report-link">
                  {r.title}
                </Link>{' '}
                <strong>{yuan(r.priceFen)}</strong>
                <ReportAuthorLine author={r.author} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ReportDetail({ id }: { id: number }) {
  const t = useTranslations('Ranking.report');
  const tl = useTranslations('Ranking.levels');
  const tc = useTranslations('Common');
  const router = useRouter();
  const session = useSession();
  // Company members may buy for their company (the library's rule: every member then reads it).
  const member = session.userType === 'company_admin' || session.userType === 'employee';
  const [forCompany, setForCompany] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // One intention to buy: a retried click after a lost answer makes one order.
  const key = useRef(newIdempotencyKey());
  const { data, error, isLoading, mutate } = useCall(rankingReportCalls.indexReport, { id });
  if (error) return <LoadFailed message={error.message} retryLabel={tc('retry')} onRetry={() => mutate()} />;
  if (isLoading || !data) return <p aria-busy="true">{tc('loading')}</p>;
  const buy = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const order = await request(paymentCalls.saveReportOrder, { itemId: id, forCompany: member && forCompany }, { idempotencyKey: key.current });
      router.push(payHref(order.orderNo));
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  const columns: DataColumn<RankingRow>[] = [
    { key: 'rank', title: t('rank'), dataIndex: 'rank' },
    { key: 'company', title: t('company'), dataIndex: 'company' },
    { key: 'line', title: t('line'), dataIndex: 'line' },
    { key: 'score', title: t('score'), render: (_v, r) => r.score.toFixed(2) },
    { key: 'grade', title: t('grade'), dataIndex: 'grade' },
  ];
  const s = data.summary;
  return (
    <article className="rk-report" data-testid="report-detail" data-entitled={data.entitled}>
      <h2>{data.report.title}</h2>
      <p>
        {data.category.name} · {data.report.year} · <strong>{yuan(data.report.priceFen)}</strong>
      </p>
      <ReportAuthorLine author={data.report.author} />
      {data.report.uploaded ? <p data-testid="report-uploaded">{t('uploadedNote')}</p> : null}
      <h3>{t('summary')}</h3>
      <p data-testid="report-summary">
        {t('counts', { enterprise: s.counts.enterprise, steelmaking: s.counts.steelmaking, rolling: s.counts.rolling })} · {t('mean', { mean: s.mean.toFixed(2) })}
      </p>
      <p>{s.distribution.map((d) => `${d.grade}: ${d.count}`).join(' · ')}</p>
      {data.full ? (
        <>
          <p>
            <a className="button button--primary" href={callHref(rankingReportCalls.reportDownload, { id })} data-testid="report-download">
              {t('download')}
            </a>{' '}
            {t('licensed', { orderNo: data.orderNo ?? '' })}
          </p>
          {LEVELS.map((level) => (
            <section key={level}>
              <h3>{tl(level)}</h3>
              <DataTable data-testid={`report-${level}`} columns={columns} dataSource={data.full![level]} rowKey="id" locale={{ emptyText: t('none') }} />
            </section>
          ))}
        </>
      ) : (
        <p className="rk-report-buy">
          {t('locked')}{' '}
          {data.pendingOrderNo ? (
            <Link className="button button--primary" href={payHref(data.pendingOrderNo)} data-testid="report-pay">
              {t('payWaiting')}
            </Link>
          ) : (
            <>
              {member ? (
                <label className="rk-for-company">
                  <input type="checkbox" checked={forCompany} onChange={(e) => setForCompany(e.target.checked)} data-testid="report-for-company" /> {t('forCompany')}
                </label>
              ) : null}{' '}
              <button type="button" className="button button--primary" onClick={() => void buy()} disabled={busy} aria-busy={busy} data-testid="report-buy">
                {t('buy', { price: yuan(data.report.priceFen) })}
              </button>
            </>
          )}
          {failed ? <span role="alert"> {failed}</span> : null}
        </p>
      )}
    </article>
  );
}

/** An expert report's author, with the demo label when the person is demo content. */
function ReportAuthorLine({ author }: { author: ReportAuthor | null }) {
  const t = useTranslations('Ranking.report');
  if (!author) return null;
  return (
    <p className="rk-author" data-testid="report-author" data-demo={author.demo}>
      {t('author', { name: author.name, title: author.title, org: author.org })}
      {author.demo ? ` ${t('demoPerson')}` : ''}
    </p>
  );
}

/**
 * The report order named by ?orderNo= (payment/getOrder) for the pay, success and order-detail screens: no or a
 * malformed number, a failed load and loading are answered here; `children` draws the loaded order.
 */
function WithReportOrder({ children }: { children: (order: OrderDetail, reload: () => void) => ReactNode }) {
  const t = useTranslations('Ranking.report');
  const tc = useTranslations('Common');
  const orderNo = useSearchParams().get('orderNo') ?? '';
  const valid = /^\d{14,18}$/.test(orderNo);
  const { data: order, error, mutate } = useCall(paymentCalls.getOrder, valid ? { orderNo } : null);
  if (!valid) return <p role="alert">{t('noOrder')}</p>;
  if (error) return <LoadFailed message={error.message} retryLabel={tc('retry')} onRetry={() => mutate()} />;
  if (!order) return <p aria-busy="true">{tc('loading')}</p>;
  return children(order, () => void mutate());
}

/** /economy/economyPay?orderNo=: the order and the shared pay dialog; once paid, on to /economy/paySuccess. */
export function ReportPay() {
  return <WithReportOrder>{(order, reload) => <ReportPayStep order={order} reload={reload} />}</WithReportOrder>;
}

function ReportPayStep({ order, reload }: { order: OrderDetail; reload: () => void }) {
  const t = useTranslations('Ranking.report');
  const tp = useTranslations('Payments');
  const router = useRouter();
  const [closed, setClosed] = useState(false);
  const done = `/economy/paySuccess?orderNo=${encodeURIComponent(order.orderNo)}`;
  return (
    <section data-testid="report-pay-step" data-status={order.status}>
      <p>
        {order.orderNo} · {order.title} · <strong>{yuan(order.amountFen)}</strong> · {tp(`statuses.${order.status}`)}
      </p>
      {order.status === 'waiting' ? (
        <button type="button" className="button button--primary" onClick={() => setClosed(false)} data-testid="report-pay-open">
          {t('payNow')}
        </button>
      ) : order.status === 'paid' ? (
        <Link href={done}>{t('paidTitle')}</Link>
      ) : null}{' '}
      <Link href="/my/specialReportOrder">{t('myOrders')}</Link>
      <PayDialog
        order={!closed && order.status === 'waiting' ? order : null}
        onClose={() => {
          setClosed(true);
          reload();
        }}
        onPaid={() => router.push(done)}
      />
    </section>
  );
}

/** /economy/paySuccess?orderNo=: the paid order and the way to its report. */
export function ReportPaid() {
  const t = useTranslations('Ranking.report');
  return (
    <WithReportOrder>
      {(order) => {
        const item = order.lines.find((l) => l.itemType === 'report')?.itemId;
        return (
          <section data-testid="report-paid" data-status={order.status}>
            <p role="status">{order.status === 'paid' ? t('paidText', { orderNo: order.orderNo }) : t('notPaid')}</p>
            {item ? (
              <Link className="button button--primary" href={reportHref(item)} data-testid="report-open">
                {t('open')}
              </Link>
            ) : null}{' '}
            <Link href="/my/specialReportOrder">{t('myOrders')}</Link>
          </section>
        );
      }}
    </WithReportOrder>
  );
}

const PAGE_SIZE = 10;

/** /my/specialReportOrder: the user's report orders (payment/pageOrder of type report). */
export function MyReportOrders() {
  const t = useTranslations('Ranking.report');
  const tp = useTranslations('Payments');
  const tc = useTranslations('Common');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useCall(paymentCalls.pageOrder, { page, pageSize: PAGE_SIZE, type: 'report' });
  if (error) return <LoadFailed message={error.message} retryLabel={tc('retry')} onRetry={() => mutate()} />;
  const columns: DataColumn<OrderRow>[] = [
    { key: 'no', title: t('orderNo'), render: (_v, r) => <Link href={`/my/specialReportOrderDetail?orderNo=${r.orderNo}`}>{r.orderNo}</Link> },
    { key: 'title', title: t('title'), dataIndex: 'title' },
    { key: 'amount', title: t('amount'), render: (_v, r) => yuan(r.amountFen) },
    { key: 'status', title: t('status'), render: (_v, r) => tp(`statuses.${r.status}`) },
  ];
  return (
    <section>
      <h1 className="section-title">{t('myOrders')}</h1>
      <DataTable
        data-testid="report-orders"
        columns={columns}
        dataSource={data?.list ?? []}
        rowKey="orderNo"
        loading={isLoading}
        locale={{ emptyText: t('noOrders') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
      />
      <p>
        <Link href="/economy/economyOrder">{t('catalogue')}</Link>
      </p>
    </section>
  );
}

/** /my/specialReportOrderDetail?orderNo=: one report order; pay it while waiting, open the report once paid. */
export function MyReportOrderDetail() {
  const t = useTranslations('Ranking.report');
  const tp = useTranslations('Payments');
  return (
    <WithReportOrder>
      {(order) => {
        const item = order.lines.find((l) => l.itemType === 'report')?.itemId;
        return (
          <section data-testid="report-order-detail">
            <h1 className="section-title">{order.title}</h1>
            <dl className="rk-dl">
              <dt>{t('orderNo')}</dt>
              <dd>{order.orderNo}</dd>
              <dt>{t('amount')}</dt>
              <dd>{yuan(order.amountFen)}</dd>
              <dt>{t('status')}</dt>
              <dd>{tp(`statuses.${order.status}`)}</dd>
            </dl>
            {order.status === 'waiting' ? <Link className="button button--primary" href={payHref(order.orderNo)}>{t('payNow')}</Link> : null}{' '}
            {item && order.status === 'paid' ? <Link className="button button--primary" href={reportHref(item)}>{t('open')}</Link> : null}{' '}
            <Link href="/my/specialReportOrder">{t('myOrders')}</Link>
          </section>
        );
      }}
    </WithReportOrder>
  );
}
