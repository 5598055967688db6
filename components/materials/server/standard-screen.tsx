import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { materialFamilyCalls, type MaterialFamily } from '@/lib/materials/contract';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { UNKNOWN_ID } from '@/lib/materials/cached-pages';
import { SEARCH_PATH, STANDARD_PATH } from '@/lib/materials/paths';
import { publicGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';
import { NavLink } from '@/components/layout/nav-link';
import { IslandMessages } from '@/components/providers/island-messages';
import { StandardGrades } from '../standard-grades';
import { EditionNote } from '../edition-note';
import '../materials.css';

const PAGE_SIZE = 50;

/** A standard with one page of its grades, as anyone sees it (the page is cached, the same for everyone). */
function loadStandard(locale: Locale, family: MaterialFamily, id: string, page: number) {
  return publicGet(locale, materialFamilyCalls[family].standard, { id, page, pageSize: PAGE_SIZE });
}

/** The standard's query in its public address (id, and the family when it is not steel). */
const standardQuery = (id: number, family: MaterialFamily) => ({ id: String(id), ...(family === 'steel' ? {} : { family }) });

/** Title and description of a standard page, from the standard itself. */
export async function standardMetadata(locale: Locale, family: MaterialFamily, id: string, page: number): Promise<Metadata> {
  const fallback = pageMetadata(locale, STANDARD_PATH, translate(locale, 'MaterialPages.standard.title'));
  if (id === UNKNOWN_ID) return { ...fallback, robots: { index: false } };
  const res = await loadStandard(locale, family, id, page);
  if (!res.ok) return { ...fallback, robots: { index: false } };
  const s = res.data.standard;
  const title = [s.code, s.name].filter(Boolean).join(' ');
  const description = translate(locale, 'MaterialPages.standard.descriptionFallback', { number: s.code, name: s.name ?? '' });
  return pageMetadata(locale, STANDARD_PATH, title, description, `?${new URLSearchParams(standardQuery(s.id, family))}`);
}

/** /mind/standard?id=…: one standard with its grades, rendered on the server; unknown ids and pages past the last answer 404. */
export async function StandardScreen({ locale, family, id, page }: { locale: Locale; family: MaterialFamily; id: string; page: number }) {
  if (id === UNKNOWN_ID) notFound();
  const res = await loadStandard(locale, family, id, page);
  if (!res.ok || (page > 1 && !res.data.list.length)) notFound();
  const s = res.data.standard;
  return (
    <IslandMessages locale={locale} namespaces={['MaterialPages']}>
      <StandardView data={res.data} query={standardQuery(s.id, family)} />
    </IslandMessages>
  );
}

function StandardView({ data, query }: { data: Parameters<typeof StandardGrades>[0]['data']; query: Record<string, string> }) {
  const t = useTranslations('MaterialPages.standard');
  const s = data.standard;
  const facts = [
    [t('number'), s.code],
    [t('system'), s.system],
    [t('year'), s.year],
    [t('issuer'), s.issuer],
    [t('edition'), s.edition ? <EditionNote code={s.code} edition={s.edition} /> : null],
  ].filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
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
        <StandardGrades data={data} query={query} />
      </section>
    </div>
  );
}

/** /mind/standard without an id: how to reach a standard, with the way to the family's search. */
export function StandardPrompt({ family }: { family: MaterialFamily }) {
  const t = useTranslations('MaterialPages');
  return (
    <div className="status-page" data-testid="standard-prompt">
      <h1 className="status-page__title">{t('standard.selectTitle')}</h1>
      <p className="status-page__message">{t('standard.selectText')}</p>
      <div className="status-page__actions">
        <NavLink href={SEARCH_PATH[family]} className="button button--primary">
          {t('detail.goSearch')}
        </NavLink>
      </div>
    </div>
  );
}
