import { StoredImage } from '@/components/files/stored-image';
import { useTranslations } from 'next-intl';
import type { ContentView } from '@/lib/content/contract';
import { Link } from '@/lib/i18n/navigation';
import { RichText } from '@/components/ui/rich-text';
import { ContentMeta } from './content-meta';

/** One item as a reader sees it: title, day, demo label, cover, the body (cleaned again on render), attachments. */
export function ContentArticle({ item, listHref, testId }: { item: ContentView; listHref: string; testId: string }) {
  const t = useTranslations('Content');
  return (
    <article className="page content-page content-article" data-testid={testId}>
      <p>
        <Link href={listHref}>← {t('backToList')}</Link>
      </p>
      <h1 className="page-title">{item.title}</h1>
      <ContentMeta publishedAt={item.publishedAt} demo={item.demo} />
      {item.summary ? <p className="content-meta">{item.summary}</p> : null}
      {item.cover ? <StoredImage className="content-cover" src={item.cover.url} alt={item.title} width={item.cover.width ?? undefined} height={item.cover.height ?? undefined} /> : null}
      <RichText html={item.body} testId="content-body" />
      {item.attachments.length ? (
        <section className="content-attachments">
          <h2>{t('attachments')}</h2>
          <ul>
            {item.attachments.map((f) => (
              <li key={f.id}>
                <a href={f.url}>{f.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
