'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/commerce/money';
import { StoredImage } from '@/components/files/stored-image';
import { NavLink } from '@/components/layout/nav-link';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { toast } from '@/components/ui/plain/toast';
import { usePageParam } from '@/components/ui/use-page-param';
import { useDateTime } from '@/components/ui/use-date-time';
import { productCalls } from '@/lib/api/calls/products';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { MyProductRow } from '@/lib/products/contract';
import type { ReviewState } from '@/lib/reviews/states';
import { LoadState } from '@/components/ui/plain/load-state';
import './products.css';

const STATE_TAG: Record<ReviewState, string> = { notSubmitted: 'tag', submitted: 'tag tag--orange', underReview: 'tag tag--blue', approved: 'tag tag--green', failed: 'tag tag--red' };
const PAGE_SIZE = 10;

/**
 * The member's own recommended products (/my/businessRecommendProduct, scope mine) or all of the company's
 * (…/enterpriseRecommendedProductManagement, scope company, its administrator): review state, edit, delete.
 * Plain controls (signed-in budget); page in the address.
 */
export function MyProducts({ scope }: { scope: 'mine' | 'company' }) {
  const t = useTranslations('Products');
  const tReviews = useTranslations('Reviews');
  const money = useMoney();
  const when = useDateTime();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useCall(productCalls.myPage, { scope, page, pageSize: PAGE_SIZE });

  async function remove(row: MyProductRow) {
    if (!window.confirm(t('manage.confirmDelete', { name: row.name }))) return;
    try {
      await request(productCalls.delete, { id: row.id });
      toast.success(t('manage.deleted'));
      await mutate();
    } catch {
      // the shared handling has shown the reason
    }
  }

  const columns: DataColumn<MyProductRow>[] = [
    { key: 'cover', title: '', render: (_: unknown, r) => (r.cover ? <StoredImage src={r.cover} alt="" width={64} height={43} style={{ objectFit: 'cover' }} /> : null) },
    {
      key: 'name',
      title: t('fields.name'),
      render: (_: unknown, r) => (
        <NavLink href={`/cloud/recommendedProductDetails?id=${r.id}`} data-testid="my-product-name">
          {r.name}
        </NavLink>
      ),
    },
    { key: 'type', title: t('fields.type'), render: (_: unknown, r) => `${t(`types.${r.type}`)} · ${t(`shapes.${r.shape}`)}` },
    { key: 'specification', title: t('fields.specification'), dataIndex: 'specification' },
    { key: 'price', title: t('fields.price'), render: (_: unknown, r) => t('perUnit', { price: money(r.priceFen), unit: t(`units.${r.unit}`) }) },
    {
      key: 'state',
      title: t('fields.state'),
      render: (_: unknown, r) => (
        <span className={STATE_TAG[r.state]} data-testid="review-state">
          {tReviews(`states.${r.state}`)}
        </span>
      ),
    },
    ...(scope === 'company' ? [{ key: 'owner', title: t('fields.owner'), dataIndex: 'ownerName' } as DataColumn<MyProductRow>] : []),
    { key: 'updatedAt', title: t('fields.updatedAt'), render: (_: unknown, r) => when(r.updatedAt) },
    {
      key: 'actions',
      title: t('manage.actions'),
      fixed: 'right',
      render: (_: unknown, r) => (
        <span className="pr-actions">
          <NavLink className="button button--small" href={`/my/businessRecommendProductAdd?id=${r.id}`} data-testid="my-product-edit">
            {t('manage.edit')}
          </NavLink>
          <button type="button" className="button button--small button--danger" onClick={() => remove(r)} data-testid="my-product-delete">
            {t('manage.delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <div data-testid={`my-products-${scope}`}>
      <h1>{t(scope === 'company' ? 'manage.companyTitle' : 'manage.title')}</h1>
      <p>
        <NavLink className="button button--primary" href="/my/businessRecommendProductAdd" data-testid="my-product-add">
          {t('manage.add')}
        </NavLink>
      </p>
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()}>
        <DataTable
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('manage.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => setPage(p), hideOnSinglePage: true }}
          data-testid="my-product-table"
        />
      </LoadState>
    </div>
  );
}
