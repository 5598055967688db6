import { useLocale, useTranslations } from 'next-intl';
import { hasHan } from '@/lib/i18n/text-language';
import type { StandardEdition } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';

/**
 * Which edition of the standard the values come from and which is in force (issue 46 item 5, docs/DATA.md "Editions"),
 * with the page that says so and, for a superseded edition, the same grade's record under the edition in force.
 */
export function EditionNote({ grade, code, edition }: { grade?: string; code: string; edition: StandardEdition }) {
  const t = useTranslations('MaterialPages.detail.edition');
  const locale = useLocale();
  const current = edition.current ?? code;
  return (
    <span data-testid="edition" data-status={edition.status}>
      {t(edition.newest && edition.status !== 'superseded' ? `${edition.status}Newest` : edition.status, { code, current })}
      {edition.currentRecord && grade ? (
        <>
          {' '}
          <NavLink href={detailHref(edition.currentRecord.family, edition.currentRecord.slug)} data-testid="edition-current-record">
            {t('currentRecord', { grade, code: edition.currentRecord.code })}
          </NavLink>
        </>
      ) : null}{' '}
      {/* The evidence is quoted as the page that gives it wrote it (reference-data/standard_editions, in English):
          marked with its language, the link's own words in the page's. */}
      <a href={edition.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" title={edition.evidence ?? undefined} lang={edition.evidence && !hasHan(edition.evidence) ? 'en' : undefined}>
        <span lang={locale === 'zh' ? 'zh-CN' : 'en'}>{t('source')}</span>
      </a>
    </span>
  );
}
