import { StoredImage } from '@/components/files/stored-image';
import { useTranslations } from 'next-intl';
import { contentHref, type ContentCard, type HomeNews, type PositionConfig } from '@/lib/content/contract';
import { Link } from '@/lib/i18n/navigation';
import { ContentMeta } from './content-meta';

function Cards({ items, testId }: { items: ContentCard[]; testId: string }) {
  return (
    <ul className="area-grid" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={contentHref(item.kind, item.id)} className="area-card">
            <span className="area-card__title">{item.title}</span>
            <ContentMeta publishedAt={item.publishedAt} demo={item.demo} />
            {item.summary ? <span className="area-card__text">{item.summary}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's content (homePage/getNews and homePage/listLoactionConfig): the banner and featured entries chosen by
 * the administrators, the latest news and solutions. Plain markup, rendered into the cached home (its generation moves
 * when content is published or a position changes).
 */
export function HomeContent({ news, positions }: { news: HomeNews | null; positions: PositionConfig | null }) {
  const t = useTranslations('Content');
  const featured = [...(positions?.featuredNews ?? []), ...(positions?.featuredProducts ?? [])];
  return (
    <>
      {positions?.banner.length ? (
        <section className="page-section home-banner" data-testid="home-banner">
          <ul className="area-grid">
            {positions.banner.map((b) => (
              <li key={`${b.itemId}-${b.href}`}>
                <Link href={b.href} className="area-card">
                  {b.cover ? <StoredImage src={b.cover.url} alt="" width={320} height={160} className="home-banner__img" /> : null}
                  <span className="area-card__title">{b.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {featured.length ? (
        <section className="page-section" data-testid="home-featured">
          <h2 className="section-title">{t('featured')}</h2>
          <ul className="home-featured">
            {featured.map((f) => (
              <li key={`${f.itemId}-${f.href}`}>
                <Link href={f.href}>{f.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {news?.news.length ? (
        <section className="page-section" data-testid="home-news">
          <h2 className="section-title">{t('latestNews')}</h2>
          <Cards items={news.news} testId="home-news-list" />
          <p>
            <Link href="/other/journalismList">{t('moreNews')} →</Link>
          </p>
        </section>
      ) : null}
      {news?.solutions.length ? (
        <section className="page-section" data-testid="home-solutions">
          <h2 className="section-title">{t('latestSolutions')}</h2>
          <Cards items={news.solutions} testId="home-solutions-list" />
        </section>
      ) : null}
    </>
  );
}
