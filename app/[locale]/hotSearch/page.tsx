import { getFormatter, getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { HotKeywordAdmin } from '@/components/materials/hot-keyword-admin';
import { HotList } from '@/components/materials/hot-list';
import '@/components/materials/materials.css';
import { NavLink } from '@/components/layout/nav-link';
import type { CallInput, CallOutput } from '@/lib/contract';
import { materialCalls } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { detailHref, searchHref } from '@/lib/materials/paths';
import { serverGet } from '@/lib/server/entry';

type HotCall = (typeof materialCalls)['hotMaterials' | 'hotKeywords' | 'hotPurposes' | 'hotBrands' | 'commonGrades'];

async function list<C extends HotCall>(loc: Locale, call: C): Promise<CallOutput<C>> {
  const res = await serverGet(loc, call, { limit: 15 } as CallInput<C>);
  return (res.ok && Array.isArray(res.data) ? res.data : []) as CallOutput<C>;
}

/**
 * /hotSearch: hot steel grades, keywords, purposes and brands counted from real searches and views;
 * commonly referenced grades (clearly labelled) while no activity is recorded yet.
 */
const page = screen({
  path: '/hotSearch',
  title: 'MaterialPages.hotSearch.title',
  description: 'MaterialPages.hotSearch.description',
  messages: ['MaterialPages'],
  render: async ({ locale: loc }) => {
    const t = await getTranslations('MaterialPages');
    const format = await getFormatter();
    const [steel, keywords, purposes, brands] = await Promise.all([
      list(loc, materialCalls.hotMaterials),
      list(loc, materialCalls.hotKeywords),
      list(loc, materialCalls.hotPurposes),
      list(loc, materialCalls.hotBrands),
    ]);
    // Until anything is viewed or searched, the grade list shows commonly referenced grades instead.
    const common = steel.length ? [] : await list(loc, materialCalls.commonGrades);
    const views = (n: number) => t('hotSearch.views', { count: format.number(n) });
    const searches = (n: number) => t('hotSearch.searches', { count: format.number(n) });
    const hits = (n: number) => t('hotSearch.hits', { count: format.number(n) });
    const empty = t('hotSearch.empty');
    return (
      <div className="page mat-page" data-testid="hot-search">
        <header>
          <h1 className="page-title">{t('hotSearch.title')}</h1>
          <p className="mat-page__lead">{t('hotSearch.description')}</p>
        </header>
        <div className="mat-hot-grid">
          {steel.length || !common.length ? (
            <HotList
              title={t('hotSearch.steel')}
              testId="hot-steel"
              empty={empty}
              LinkAs={NavLink}
              items={steel.map((m) => ({
                key: `${m.id}`,
                href: detailHref(m.family, m.id),
                label: (
                  <>
                    <strong>{m.grade}</strong>
                    {m.standardCode ? <span className="mat-chip__count"> {m.standardCode}</span> : null}
                  </>
                ),
                meta: views(m.views),
              }))}
            />
          ) : (
            <HotList
              title={t('hotSearch.common')}
              note={t('hotSearch.commonNote')}
              testId="common-grades"
              empty={empty}
              LinkAs={NavLink}
              items={common.map((m) => ({
                key: `${m.id}`,
                href: detailHref(m.family, m.id),
                label: (
                  <>
                    <strong>{m.grade}</strong>{' '}
                    <span className="mat-chip__count">
                      {t(`families.${m.family}`)}
                      {m.standardCode ? ` · ${m.standardCode}` : null}
                    </span>
                  </>
                ),
                meta: t('hotSearch.references', { count: m.references }),
              }))}
            />
          )}
          <HotList
            title={t('hotSearch.keywords')}
            testId="hot-keywords"
            empty={empty}
            LinkAs={NavLink}
            items={keywords.map((k) => ({
              key: `${k.family}-${k.keyword}`,
              href: searchHref(k.family, new URLSearchParams({ q: k.keyword }).toString()),
              label: (
                <>
                  {k.keyword} <span className="mat-chip__count">{t(`families.${k.family}`)}</span>
                </>
              ),
              meta: searches(k.count),
            }))}
          />
          <HotList
            title={t('hotSearch.purposes')}
            testId="hot-purposes"
            empty={empty}
            LinkAs={NavLink}
            items={purposes.map((p) => ({
              key: `${p.family}-${p.category}`,
              href: searchHref(p.family, new URLSearchParams({ cat: p.category }).toString()),
              label: (
                <>
                  {p.label} <span className="mat-chip__count">{t(`families.${p.family}`)}</span>
                </>
              ),
              meta: hits(p.count),
            }))}
          />
          <HotList
            title={t('hotSearch.brands')}
            testId="hot-brands"
            empty={empty}
            LinkAs={NavLink}
            items={brands.map((b) => ({
              key: `${b.id}`,
              href: detailHref(b.family, b.id),
              label: (
                <>
                  <strong>{b.grade}</strong> <span className="mat-chip__count">{t(`families.${b.family}`)}</span>
                </>
              ),
              meta: hits(b.count),
            }))}
          />
        </div>
        <HotKeywordAdmin />
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
