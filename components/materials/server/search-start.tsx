import { getTranslations } from 'next-intl/server';
import { materialCalls, type MaterialFamily } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { toSearchQuery, EMPTY_SEARCH } from '@/lib/materials/query-state';
import { publicGet } from '@/lib/server/entry';
import { SearchHistory } from '../search-history';

/**
 * The screen before a search: the family's hot keywords (rendered on the server, each a link to its
 * search) and the reader's own history (signed-in only, loaded in the browser).
 */
export async function SearchStart({ locale, family }: { locale: Locale; family: MaterialFamily }) {
  const t = await getTranslations({ locale, namespace: 'MaterialPages.search' });
  const res = await publicGet(locale, materialCalls.hotKeywords, { family, limit: 16 });
  const hot = res.ok ? res.data : [];
  return (
    <div className="mat-side-grid" data-testid="search-start">
      <section className="mat-card">
        <h2 className="mat-card__title">{t('hotKeywords')}</h2>
        {hot.length ? (
          <ul className="mat-chips" data-testid="hot-keywords">
            {hot.map((k) => (
              <li key={k.keyword}>
                <a className="mat-chip" href={`?${toSearchQuery({ ...EMPTY_SEARCH, keyword: k.keyword })}`} rel="nofollow">
                  {k.keyword}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mat-state">{t('noHotKeywords')}</p>
        )}
      </section>
      <SearchHistory family={family} />
    </div>
  );
}
