import { useTranslations } from 'next-intl';
import type { MaterialDetail } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { Tabs } from '@/components/ui/plain/tabs';
import { detailHref, standardHref } from '@/lib/materials/paths';
import { itemHref } from '@/lib/library/paths';
import { SimilarInline } from './similar-inline';
import { EditionNote } from './edition-note';
import { CompositionChartSlot } from './composition-chart-slot';
import { CompositionTable } from './composition-table';
import { DetailActions } from './detail-actions';
import { EquivalentsTable } from './equivalents-table';
import { matchingHref } from '@/lib/intelligence/paths';
import { PermissionPanel } from './permission-panel';
import { PropertiesTable } from './properties-table';
import { SourcesPanel } from './sources-panel';
import { StructurePanel } from './structure-panel';
import { UnitProvider } from './unit-context';
import { UnitSwitch } from './unit-switch';
import { ViewerDetailProvider } from './viewer-detail';
import { viewerPart } from './viewer-part';

/**
 * A material record (issue 4, point 5): tabs composition / performance / structure / permission,
 * then equivalents, similar materials and the record's sources. Rendered on the server as a
 * visitor sees it (the page is cached) with every tab's panel in the HTML; only the viewer's part
 * (favourite, level, property rows), the unit switch, the comparison board and the similar
 * materials run in the browser.
 */
export function DetailView({ detail }: { detail: MaterialDetail }) {
  const t = useTranslations('MaterialPages.detail');
  const standard = detail.standard;
  const facts: { key: string; label: string; value: React.ReactNode }[] = [
    {
      key: 'standard',
      label: t('standard'),
      value: standard ? <NavLink href={standardHref(detail.family, standard.id)}>{standard.code}</NavLink> : detail.standardText,
    },
    { key: 'edition', label: t('edition.label'), value: standard?.edition ? <EditionNote grade={detail.grade} code={standard.code} edition={standard.edition} /> : null },
    {
      key: 'library',
      label: t('library'),
      value: standard?.libraryItemId ? (
        <NavLink href={itemHref({ id: standard.libraryItemId, kind: 'document' })} data-testid="defined-in">
          {t('definedIn', { code: standard.code })}
        </NavLink>
      ) : null,
    },
    { key: 'system', label: t('system'), value: standard?.system },
    { key: 'category', label: t('category'), value: detail.categoryLabel ?? detail.categoryText },
    { key: 'delivery', label: t('delivery'), value: detail.deliveryLabel ?? detail.deliveryText },
  ].filter((f) => f.value);
  // A research record linked at import to the standard grade it belongs to (issue 13).
  const link = detail.standardLink;
  const linkTarget = link?.materialId && link.family ? detailHref(link.family, link.materialId) : null;
  // A compiled grade whose existence and standard are sourced but none of whose values is (issue 13):
  // say so instead of two empty tabs.
  const valuesNotSourced = !!detail.source.confidence && !detail.composition.length && !detail.properties.length && !detail.propertiesHidden;

  return (
    <ViewerDetailProvider initial={viewerPart(detail)}>
      <UnitProvider>
        <article className="page mat-page" data-testid="material-detail" data-family={detail.family}>
          <header className="mat-card">
            <div className="mat-detail-head">
              <div>
                <span className="tag tag--blue">{detail.familyLabel}</span>
                <h1 className="mat-detail-head__title" data-testid="detail-grade">
                  {detail.grade}
                </h1>
                {detail.aliases.length ? (
                  <p className="mat-page__lead">
                    {t('aliases')}: {detail.aliases.join(' / ')}
                  </p>
                ) : null}
              </div>
              <div className="mat-detail-head__tools">
                <UnitSwitch />
                <DetailActions />
              </div>
            </div>
            {facts.length ? (
              <dl className="mat-facts">
                {facts.map((f) => (
                  <div key={f.key}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {valuesNotSourced ? (
              <p className="mat-note" role="note" data-testid="values-not-sourced">
                {t('valuesNotSourced', { grade: detail.grade })}
              </p>
            ) : null}
            {link ? (
              <p className="mat-note" data-testid="standard-grade" title={t('standardGrade')}>
                {linkTarget ? (
                  <>
                    {t('standardGradeOf', { text: link.text })}{' '}
                    <NavLink href={linkTarget} data-testid="standard-grade-link">
                      {t('standardGradeSee')}
                    </NavLink>
                  </>
                ) : (
                  link.text
                )}
              </p>
            ) : null}
          </header>
          <section className="mat-card">
            <Tabs
              label={t('sections')}
              items={[
                {
                  key: 'composition',
                  label: t('tabs.composition'),
                  children: (
                    <>
                      <CompositionTable rows={detail.composition} />
                      <CompositionChartSlot rows={detail.composition} />
                    </>
                  ),
                },
                { key: 'performance', label: t('tabs.performance'), children: <PropertiesTable /> },
                { key: 'structure', label: t('tabs.structure'), children: <StructurePanel detail={detail} /> },
                { key: 'permission', label: t('tabs.permission'), children: <PermissionPanel /> },
              ]}
            />
          </section>
          <section className="mat-card" aria-labelledby="equivalents-title">
            <h2 className="mat-card__title" id="equivalents-title">
              {t('equivalents')}
            </h2>
            <EquivalentsTable rows={detail.equivalents} />
            {detail.equivalents.length ? (
              <p className="mat-note">
                <NavLink href={matchingHref(String(detail.id), detail.grade)} data-testid="equivalents-differences">
                  {t('compareCounterparts', { grade: detail.grade })}
                </NavLink>
              </p>
            ) : null}
          </section>
          <SimilarInline id={String(detail.id)} grade={detail.grade} />
          <section className="mat-card" aria-labelledby="sources-title">
            <h2 className="mat-card__title" id="sources-title">
              {t('recordSource')}
            </h2>
            <SourcesPanel source={detail.source} />
          </section>
        </article>
      </UnitProvider>
    </ViewerDetailProvider>
  );
}

