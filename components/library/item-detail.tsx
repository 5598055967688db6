import { DataText } from '@/components/ui/data-text';
import { licenceKey, sourceKey } from '@/lib/library/source-labels';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { bilingualSide } from '@/lib/i18n/text-language';
import type { ReactNode } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { IslandMessages } from '@/components/providers/island-messages';
import type { Locale } from '@/lib/i18n/routing';
import type { LibraryItemDetail } from '@/lib/library/contract';
import { formatBytes, listHref } from '@/lib/library/format';
import { useMoney } from '@/components/commerce/money';
import { itemHref, LIBRARY_LIST } from '@/lib/library/paths';
import { detailHref } from '@/lib/materials/paths';
import type { MaterialFamily } from '@/lib/materials/contract';
import { ItemActions } from './item-actions';
import { LibraryCardView } from './library-card';
import { PdfPreview } from './pdf-preview';

/**
 * A library item (issue 14, screens /librany/{id}, /librany/libranyDetail, /libranyBook/{id},
 * /librany/libranyBookDetail): metadata, summary, the grades a standard defines (linked to the
 * material records), the pdf.js preview of the first pages, and download or buy. Rendered on the
 * server with the viewer's state; the actions and the preview are small client islands.
 */
export function ItemDetail({ item, here }: { item: LibraryItemDetail; here: string }) {
  const t = useTranslations('Library');
  const locale = useLocale();
  const money = useMoney();
  const format = useFormatter();
  const price = item.expense === 'paid' ? money(item.priceFen) : t('free');
  const sourceLabel = sourceKey(item.source);
  const licenceLabel = licenceKey(item.licence);
  const facts: [string, ReactNode][] = [
    [t('detail.type'), [item.primaryTypeName, item.secondaryTypeName].filter(Boolean).join(' / ')],
    [t('detail.format'), t(`formats.${item.format}`)],
    [t('detail.expense'), item.expense === 'paid' ? `${t('expense.paid')} · ${price}` : t('expense.free')],
    [t('detail.standard'), item.standardCode],
    [t('detail.edition'), item.editionYear],
    [t('detail.status'), item.standardStatus ? t(`statuses.${item.standardStatus}`) : null],
    [
      t('detail.replacedBy'),
      item.replacedBy ? (item.replacedById ? <NavLink href={itemHref({ id: item.replacedById, kind: 'document' })}>{item.replacedBy}</NavLink> : item.replacedBy) : null,
    ],
    [t('detail.issuer'), item.issuer ? <DataText text={bilingualSide(item.issuer, locale)} /> : null],
    [t('detail.year'), item.year],
    [t('detail.publishedAt'), item.publishedAt ? format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' }) : null],
    [t('detail.language'), t(`languages.${item.language}`)],
    [t('detail.pages'), item.pages],
    [t('detail.stock'), item.kind === 'book' && item.stock !== null ? t('detail.stockCount', { count: item.stock }) : null],
    // The portal's own wording as messages; a data set's source, licence and citation are data in their language.
    [t('detail.source'), sourceLabel ? t(`detail.${sourceLabel}`) : item.source ? <DataText text={item.source} /> : null],
    [t('detail.licence'), licenceLabel ? t(`detail.${licenceLabel}`) : item.licence ? <DataText text={item.licence} /> : null],
    [t('detail.citation'), item.citation ? <DataText text={item.citation} /> : null],
    [t('detail.file'), item.fileName ? `${item.fileName} (${formatBytes(item.fileSize ?? 0)})` : null],
    [t('detail.keywords'), item.keywords.length ? item.keywords.join(', ') : null],
  ];

  return (
    <article className="page" data-testid="library-detail" data-id={item.id}>
      <NavLink href={LIBRARY_LIST}>← {t('detail.back')}</NavLink>
      <div className="lib-result__meta" style={{ marginTop: 12 }}>
        {item.demo && <span className="tag tag--orange">{t('demo')}</span>}
        <span className="tag tag--blue">{item.secondaryTypeName ?? item.primaryTypeName}</span>
        <span className="tag">{t(`formats.${item.format}`)}</span>
      </div>
      <h1 className="lib-detail__title" data-testid="library-detail-title">
        <DataText text={item.title} />
      </h1>
      {item.demo && <p className="lib-note">{t('detail.demoNote')}</p>}
      <div className="lib-detail">
        <div>
          {item.summary && (
            <section className="lib-card lib-section">
              <h2>{t('detail.summary')}</h2>
              <p>
                <DataText text={item.summary} />
              </p>
            </section>
          )}
          <section className="lib-card lib-section">
            <dl className="lib-facts">
              {facts
                .filter(([, v]) => v !== null && v !== undefined && v !== '')
                .map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          {item.grades.length > 0 && (
            <section className="lib-card lib-section" data-testid="library-grades">
              <h2>{t('detail.grades')}</h2>
              <p className="lib-note">{t('detail.gradesCount', { count: item.grades.length })}</p>
              <ul className="lib-grades">
                {item.grades.map((g) => (
                  <li key={g.id}>
                    <NavLink className="tag tag--blue" href={detailHref(g.family as MaterialFamily, g.slug)}>
                      {g.grade}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {item.hasPreview && (
            <div className="lib-card lib-section">
              <PdfPreview id={item.id} />
            </div>
          )}
          {item.related.length > 0 && (
            <section className="lib-section">
              <h2>{t('detail.related')}</h2>
              <ul className="lib-results">
                {item.related.map((r) => (
                  <li key={r.id}>
                    <LibraryCardView item={r} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="lib-card" data-testid="library-actions">
          <ItemActions item={item} price={price} here={here} />
          <p className="lib-note" style={{ marginTop: 12 }}>
            <NavLink href={listHref({ primaryType: item.primaryType })}>{item.primaryTypeName}</NavLink>
          </p>
        </aside>
      </div>
    </article>
  );
}

/** The islands' messages around a detail page. */
export function LibraryIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IslandMessages locale={locale} namespaces={['Library']}>
      {children}
    </IslandMessages>
  );
}
