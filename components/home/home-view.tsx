import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import type { LibraryCard } from '@/lib/library/contract';
import { itemHref, LIBRARY_LIST } from '@/lib/library/paths';
import type { PlatformFigures } from '@/lib/platform/contract';
import { HOME_AREAS as AREAS } from '@/lib/routes';
import { HomeFigures } from './home-figures';
import type { ReactNode } from 'react';


const NAV_KEY: Record<(typeof AREAS)[number]['key'], string> = {
  materials: 'materials',
  intelligence: 'matching',
  cloud: 'cloud',
  library: 'library',
  market: 'market',
  research: 'research',
  ranking: 'ranking',
  news: 'news',
};

interface HomeViewProps {
  figures?: PlatformFigures | null;
  library?: LibraryCard[] | null;
  /** The editorial content's blocks (components/content/home-content.tsx), composed by the page. */
  content?: ReactNode;
}

/** The portal's front page: search entry, platform figures (when known), the areas, the editorial content and the library's newest items. */
export function HomeView({ figures = null, library = null, content = null }: HomeViewProps) {
  const t = useTranslations('Layout');
  const tc = useTranslations('Common');
  const locale = useLocale();
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero__inner">
          <h1 className="home-hero__title">{t('home.heroTitle')}</h1>
          <p className="home-hero__subtitle">{t('home.heroSubtitle')}</p>
          <form className="home-search" action={localizePath('/mind/mindIndex', locale)} method="get" role="search">
            <HomeSearchForm placeholder={t('home.searchPlaceholder')} label={tc('search')} />
          </form>
        </div>
      </section>
      {figures ? <HomeFigures figures={figures} /> : null}
      <section className="page-section">
        <h2 className="section-title">{t('home.areasTitle')}</h2>
        <ul className="area-grid">
          {AREAS.map((area) => (
            <li key={area.key}>
              <Link href={area.href} className="area-card" data-area={area.key}>
                <span className="area-card__icon" aria-hidden>
                  {area.icon}
                </span>
                <span className="area-card__title">{t(`nav.${NAV_KEY[area.key]}` as 'nav.home')}</span>
                <span className="area-card__text">{t(`home.areas.${area.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {content}
      {library?.length ? <HomeLibrary items={library} /> : null}
    </div>
  );
}

/** The technology-library block (homePage/getTechnologyLibrary): the newest items. */
function HomeLibrary({ items }: { items: LibraryCard[] }) {
  const t = useTranslations('Library');
  return (
    <section className="page-section" data-testid="home-library">
      <h2 className="section-title">{t('home.title')}</h2>
      <ul className="area-grid">
        {items.map((item) => (
          <li key={item.id}>
            <Link href={itemHref(item)} className="area-card">
              <span className="area-card__title">{item.title}</span>
              <span className="area-card__text">
                {[item.demo ? t('demo') : null, item.secondaryTypeName ?? item.primaryTypeName, t(`formats.${item.format}`), item.expense === 'free' ? t('free') : null, item.year]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href={LIBRARY_LIST}>{t('home.more')} →</Link>
      </p>
    </section>
  );
}

function HomeSearchForm({ placeholder, label }: { placeholder: string; label: string }) {
  return (
    <>
      <input className="home-search__input" type="search" name="keyword" placeholder={placeholder} aria-label={placeholder} />
      <button className="home-search__button" type="submit">
        {label}
      </button>
    </>
  );
}
