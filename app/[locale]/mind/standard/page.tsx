import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import '@/components/materials/materials.css';
import { IslandMessages } from '@/components/providers/island-messages';
import { StandardGrades } from '@/components/materials/standard-grades';
import { NavLink } from '@/components/layout/nav-link';
import { isMaterialFamily, materialFamilyCalls, type MaterialFamily } from '@/lib/materials/contract';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { SEARCH_PATH } from '@/lib/materials/paths';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

type Search = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Search> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

function readQuery(sp: Search) {
  const f = one(sp.family);
  const family: MaterialFamily = isMaterialFamily(f) ? f : 'steel';
  const page = Math.max(1, Number.parseInt(one(sp.page) ?? '1', 10) || 1);
  return { id: one(sp.id), family, page };
}

function load(locale: Locale, q: ReturnType<typeof readQuery>) {
  return serverGet(locale, materialFamilyCalls[q.family].standard, { id: q.id ?? '', page: q.page, pageSize: 50 });
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loc = await pageLocale(params);
  const q = readQuery(await searchParams);
  const fallback = pageMetadata(loc, '/mind/standard', translate(loc, 'MaterialPages.standard.title'));
  if (!q.id) return fallback;
  const res = await load(loc, q);
  if (!res.ok) return { ...fallback, robots: { index: false } };
  const s = res.data.standard;
  const title = [s.code, s.name].filter(Boolean).join(' ');
  const description = translate(loc, 'MaterialPages.standard.descriptionFallback', { number: s.code, name: s.name ?? '' });
  return pageMetadata(loc, '/mind/standard', title, description, `?id=${s.id}${q.family === 'steel' ? '' : `&family=${q.family}`}`);
}

/** /mind/standard: one standard with all its grades (server-rendered). */
export default async function StandardPage({ params, searchParams }: Props) {
  const loc = await pageLocale(params);
  const t = await getTranslations('MaterialPages');
  const q = readQuery(await searchParams);
  if (!q.id) {
    return (
      <div className="status-page" data-testid="standard-prompt">
        <h1 className="status-page__title">{t('standard.selectTitle')}</h1>
        <p className="status-page__message">{t('standard.selectText')}</p>
        <div className="status-page__actions">
          <NavLink href={SEARCH_PATH.steel} className="button button--primary">
            {t('detail.goSearch')}
          </NavLink>
        </div>
      </div>
    );
  }
  const res = await load(loc, q);
  if (!res.ok) notFound();
  const s = res.data.standard;
  const facts = [
    [t('standard.number'), s.code],
    [t('standard.system'), s.system],
    [t('standard.year'), s.year],
    [t('standard.issuer'), s.issuer],
  ].filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <IslandMessages locale={loc} namespaces={['MaterialPages']}>
      <div className="page mat-page" data-testid="standard-page">
        <header className="mat-card">
          <h1 className="mat-detail-head__title">{s.code}</h1>
          {s.name ? <p className="mat-page__lead">{s.name}</p> : null}
          <dl className="mat-facts">
            {facts.map(([label, value]) => (
              <div key={String(label)}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </header>
        <section className="mat-card">
          <StandardGrades data={res.data} query={{ id: String(s.id), ...(q.family === 'steel' ? {} : { family: q.family }) }} />
        </section>
      </div>
    </IslandMessages>
  );
}
