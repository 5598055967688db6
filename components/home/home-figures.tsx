import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { SEARCH_PATH } from '@/lib/materials/paths';
import type { PlatformFigures } from '@/lib/platform/contract';

/**
 * The home page's "platform figures" band: counts from the imported data, each linking to the
 * screen where those records are searched. Server-rendered only (no client code of its own).
 */
export function HomeFigures({ figures }: { figures: PlatformFigures }) {
  const t = useTranslations('Layout.home');
  const format = useFormatter();
  const items = [
    { key: 'steel', value: figures.records.steel, href: SEARCH_PATH.steel },
    { key: 'welding', value: figures.records.welding, href: SEARCH_PATH.welding },
    { key: 'alloy', value: figures.records.alloy, href: SEARCH_PATH.alloy },
    // The steel search filters by standard; every standard's own page is reached from there.
    { key: 'standards', value: figures.standards, href: SEARCH_PATH.steel },
    // Each record on the material home's search screens names its data set and citation.
    { key: 'datasets', value: figures.datasets, href: '/material/materialHome' },
    { key: 'equivalenceGroups', value: figures.equivalenceGroups, href: '/mind/gcMatching' },
  ] as const;
  return (
    <section className="page-section" data-testid="home-figures">
      <h2 className="section-title">{t('statsTitle')}</h2>
      <ul className="area-grid">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} className="area-card" data-figure={item.key}>
              <span className="area-card__title" data-testid={`home-figure-${item.key}`}>
                {format.number(item.value)}
              </span>
              <span className="area-card__text">{t(`stats.${item.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
