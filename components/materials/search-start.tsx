'use client';
import { Empty } from 'antd';
import '@/styles/antd/empty.css';
import { useTranslations } from 'next-intl';
import { searchHistoryApi } from '@/lib/api/materials';
import { useCall } from '@/lib/api/use-call';
import { materialCalls, type MaterialFamily } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { useSession } from '@/lib/session/use-session';

interface Props {
  family: MaterialFamily;
  onPick: (keyword: string, query: string | null) => void;
}

/** The empty state of a search: hot keywords for everyone, the reader's own history when signed in. */
export function SearchStart({ family, onPick }: Props) {
  const t = useTranslations('MaterialPages.search');
  const { signedIn } = useSession();
  const hotCall = useCall(materialCalls.hotKeywords, { family, limit: 16 });
  const historyCall = useCall(materialCalls.getHistory, signedIn ? { family, limit: 20 } : null);
  const hot = hotCall.error ? [] : (hotCall.data ?? null);
  const history = historyCall.error ? [] : (historyCall.data ?? null);

  async function remove(id?: number) {
    await searchHistoryApi.delRecode(id ? { id } : { family }).catch(() => undefined);
    await historyCall.mutate((list) => (id ? (list ?? []).filter((h) => h.id !== id) : []), { revalidate: false });
  }

  return (
    <div className="mat-side-grid" data-testid="search-start">
      <section className="mat-card">
        <h2 className="mat-card__title">{t('hotKeywords')}</h2>
        {hot === null ? (
          <div className="mat-state">{t('loading')}</div>
        ) : hot.length ? (
          <ul className="mat-chips" data-testid="hot-keywords">
            {hot.map((k) => (
              <li key={k.keyword}>
                <button type="button" className="mat-chip" onClick={() => onPick(k.keyword, null)}>
                  {k.keyword}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noHotKeywords')} />
        )}
      </section>
      <section className="mat-card" data-testid="search-history">
        <h2 className="mat-card__title">{t('history')}</h2>
        {!signedIn ? (
          <p className="mat-chip__count">
            <NavLink href="/login">{t('historySignIn')}</NavLink>
          </p>
        ) : history === null ? (
          <div className="mat-state">{t('loading')}</div>
        ) : history.length ? (
          <>
            <ul className="mat-chips">
              {history.map((h) => (
                <li key={h.id} className="mat-chip">
                  <button type="button" className="mat-chip__remove" style={{ color: 'inherit' }} onClick={() => onPick(h.keyword, h.query)}>
                    {h.keyword}
                  </button>
                  <button type="button" className="mat-chip__remove" aria-label={t('deleteHistory')} title={t('deleteHistory')} onClick={() => remove(h.id)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="mat-chip__remove" onClick={() => remove()} style={{ marginTop: 10 }}>
              {t('clearHistory')}
            </button>
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyEmpty')} />
        )}
      </section>
    </div>
  );
}
