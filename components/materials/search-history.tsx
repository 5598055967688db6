'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { materialCalls } from '@/lib/api/calls/materials';
import type { MaterialFamily } from '@/lib/materials/contract';
import { useSession } from '@/lib/session/use-session';

/** The signed-in reader's own searches of this family, each a link back to it; visitors are asked to sign in. */
export function SearchHistory({ family }: { family: MaterialFamily }) {
  const t = useTranslations('MaterialPages.search');
  const { ready, signedIn } = useSession();
  const call = useCall(materialCalls.getHistory, signedIn ? { family, limit: 20 } : null);
  const history = call.error ? [] : (call.data ?? null);

  async function remove(id?: number) {
    await request(materialCalls.delHistory, id ? { id } : { family }).catch(() => undefined);
    await call.mutate((list) => (id ? (list ?? []).filter((h) => h.id !== id) : []), { revalidate: false });
  }

  return (
    <section className="mat-card" data-testid="search-history">
      <h2 className="mat-card__title">{t('history')}</h2>
      {!ready ? null : !signedIn ? (
        <p className="mat-chip__count">
          <NavLink href="/login">{t('historySignIn')}</NavLink>
        </p>
      ) : history === null ? (
        <p className="mat-state" role="status">
          {t('loading')}
        </p>
      ) : history.length ? (
        <>
          <ul className="mat-chips">
            {history.map((h) => (
              <li key={h.id} className="mat-chip">
                <a className="mat-chip__link" href={`?${h.query ?? new URLSearchParams({ q: h.keyword })}`}>
                  {h.keyword}
                </a>
                <button type="button" className="mat-chip__remove" aria-label={`${t('deleteHistory')}: ${h.keyword}`} title={t('deleteHistory')} onClick={() => remove(h.id)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="mat-link-button mat-history__clear" onClick={() => remove()}>
            {t('clearHistory')}
          </button>
        </>
      ) : (
        <p className="mat-state">{t('historyEmpty')}</p>
      )}
    </section>
  );
}
