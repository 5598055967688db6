import { useTranslations } from 'next-intl';
import type { StandardEdition } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';

/**
 * Which edition of the standard the values come from and which is in force (issue 46 item 5, docs/DATA.md "Editions"),
 * with the page that says so and, for a superseded edition, the same grade's record under the edition in force.
 */
export function EditionNote({ grade, code, edition }: { grade?: string; code: string; edition: StandardEdition }) {
  const t = useTranslations('MaterialPages.detail.edition');
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
      <a href={edition.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" title={edition.evidence ?? undefined}>
        {t('source')}
      </a>
    </span>
  );
}
