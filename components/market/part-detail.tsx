import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { PartDetail } from '@/lib/market/contract';
import { searchHref } from '@/lib/materials/paths';
import { COMMON_PARTS, partHref, STANDARD_PARTS } from '@/lib/market/part-paths';
import { PartDownload } from './part-download';
import { PartTable } from './part-table';

/**
 * /commonParts/details (issue 37): a part's standard, description, classes with their source, the whole table and its download.
 * The grades a source names link to the materials search for that grade (steel: every part here is steel).
 */
export function PartDetailView({ part }: { part: PartDetail }) {
  const t = useTranslations('Market.parts');
  return (
    <div className="page" data-testid="part-detail" data-id={part.id}>
      <p>
        <NavLink href={part.catalogue === 'standard' ? STANDARD_PARTS : COMMON_PARTS}>{t('back')}</NavLink>
      </p>
      <h1 className="section-title" data-testid="part-title">
        {part.title}
      </h1>
      <dl className="mkt-facts">
        <dt>{t('category')}</dt>
        <dd>{t(`categories.${part.category}`)}</dd>
        <dt>{t('standard')}</dt>
        <dd>{[part.standard, part.intlStandard].filter(Boolean).join(' / ')}</dd>
        <dt>{t('description')}</dt>
        <dd>{part.description}</dd>
        {part.classes.length > 0 && (
          <>
            <dt>{t('classes')}</dt>
            <dd data-testid="part-classes">
              {part.classes.join(', ')}
              {part.classesSource && (
                <>
                  {' · '}
                  <a href={part.classesSource} rel="noopener noreferrer nofollow" target="_blank">
                    {t('classesSource')}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        <dt>{t('materials')}</dt>
        <dd data-testid="part-materials">
          {part.materials.length
            ? part.materials.map((grade, i) => (
                <span key={grade}>
                  {i > 0 && ', '}
                  <NavLink href={searchHref('steel', new URLSearchParams({ q: grade }).toString())} title={t('materialSearch', { grade })}>
                    {grade}
                  </NavLink>
                </span>
              ))
            : t('noMaterials')}
        </dd>
      </dl>
      <section className="mkt-section">
        <h2>{t('table')}</h2>
        <PartTable part={part} />
      </section>
      <section className="mkt-section">
        <h2>{t('download')}</h2>
        <PartDownload partId={part.id} here={partHref(part.id)} />
      </section>
    </div>
  );
}
