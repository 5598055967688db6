'use client';
import { Button, Empty, Result } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/empty.css';
import '@/styles/antd/result.css';
import { useFormatter, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { type FavoriteRow } from '@/lib/materials/contract';
import { materialCalls } from '@/lib/api/calls/materials';
import { usePageParam } from '@/components/ui/use-page-param';
import { detailHref, SEARCH_PATH } from '@/lib/materials/paths';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/components/ui/plain/toast';
import { DataTable } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 20;

/** The signed-in user's favourite materials (collection/list), with removal; visitors are asked to sign in. */
export function FavoritesList() {
  const t = useTranslations('MaterialPages');
  const { signedIn } = useSession();
  if (!signedIn) {
    return (
      <Result
        status="info"
        title={t('favorites.signIn')}
        extra={
          <NavLink href="/login?redirect=%2Fmy%2FmyFavorites" className="button button--primary">
            {t('permission.signIn')}
          </NavLink>
        }
      />
    );
  }
  return <Favorites />;
}

function Favorites() {
  const t = useTranslations('MaterialPages');
  const format = useFormatter();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useCall(materialCalls.listFavorites, { page, pageSize: PAGE_SIZE });
  const failed = !!error;
  const loading = isLoading;

  async function remove(row: FavoriteRow) {
    try {
      await request(materialCalls.removeFavorite, { materialId: row.materialId });
      toast.success(t('favorites.removed'));
      const lastOnPage = data?.list.length === 1 && page > 1;
      if (lastOnPage) setPage(page - 1);
      else void mutate();
    } catch {
      /* the client already showed the server's message */
    }
  }

  if (failed && !loading) {
    return <Result status="warning" title={t('favorites.loadError')} extra={<Button onClick={() => void mutate()}>{t('search.retry')}</Button>} />;
  }

  return (
    <DataTable<FavoriteRow>
      data-testid="favorites-table"
      rowKey="materialId"
      loading={loading}
      dataSource={data?.list ?? []}
      scroll={{ x: 720 }}
      locale={{
        emptyText: loading ? (
          <div className="mat-state">{t('search.loading')}</div>
        ) : (
          <Empty description={t('favorites.empty')}>
            <NavLink href={SEARCH_PATH.steel} className="button button--primary">
              {t('favorites.goSearch')}
            </NavLink>
          </Empty>
        ),
      }}
      columns={[
        {
          title: t('table.grade'),
          key: 'grade',
          render: (_: unknown, r) => (
            <NavLink href={detailHref(r.family, r.materialId)}>
              <strong>{r.grade}</strong>
            </NavLink>
          ),
        },
        { title: t('table.family'), key: 'family', render: (_: unknown, r) => t(`families.${r.family}`) },
        { title: t('table.standard'), key: 'standard', render: (_: unknown, r) => r.standardCode ?? '—' },
        { title: t('table.category'), key: 'category', render: (_: unknown, r) => r.categoryLabel ?? '—' },
        {
          title: t('favorites.savedAt'),
          key: 'createdAt',
          render: (_: unknown, r) => format.dateTime(new Date(r.createdAt), { dateStyle: 'medium' }),
        },
        {
          title: t('table.actions'),
          key: 'actions',
          render: (_: unknown, r) => (
            <Button size="small" danger onClick={() => remove(r)} data-testid="favorite-remove">
              {t('favorites.remove')}
            </Button>
          ),
        },
      ]}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
    />
  );
}
