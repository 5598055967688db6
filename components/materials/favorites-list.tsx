'use client';
import { App, Button, Empty, Result, Table } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { collectionApi } from '@/lib/api/materials';
import { type FavoriteList, type FavoriteRow } from '@/lib/materials/contract';
import { detailHref, SEARCH_PATH } from '@/lib/materials/paths';
import { useSignedIn } from './use-signed-in';

const PAGE_SIZE = 20;

/** The signed-in user's favourite materials (collection/list), with removal; visitors are asked to sign in. */
export function FavoritesList() {
  const t = useTranslations('MaterialPages');
  const signedIn = useSignedIn();
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
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FavoriteList | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (p: number) => {
    setLoading(true);
    try {
      const res = await collectionApi.list({ page: p, pageSize: PAGE_SIZE });
      setData(res);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the list is the point of this effect
    void load(page);
  }, [load, page]);

  async function remove(row: FavoriteRow) {
    try {
      await collectionApi.remove({ materialId: row.materialId });
      message.success(t('favorites.removed'));
      const lastOnPage = data?.list.length === 1 && page > 1;
      if (lastOnPage) setPage(page - 1);
      else void load(page);
    } catch {
      /* the client already showed the server's message */
    }
  }

  if (failed && !loading) {
    return <Result status="warning" title={t('favorites.loadError')} extra={<Button onClick={() => load(page)}>{t('search.retry')}</Button>} />;
  }

  return (
    <Table<FavoriteRow>
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
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
    />
  );
}
