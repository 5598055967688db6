import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import type { Paged } from '@/lib/contract';
import type { ResearchDataCard } from '@/lib/research-data/contract';
import { EXPERIMENT_TYPES, VISIBILITIES } from '@/lib/research-data/contract-enums';
import { rdListHref } from '@/lib/research-data/paths';
import { localizePath } from '@/lib/i18n/locale-path';
import { RdCardView } from './rd-card';

export interface RdListProps {
  query: Record<string, string>;
  result: { ok: true; data: Paged<ResearchDataCard> } | { ok: false; msg: string };
}

/**
 * /allServer and /allServer/allServer (issue 16, screens): shared R&D data. A plain GET form (the
 * keyword, filters and page live in the address), cards with owner, visibility badge and counts,
 * and the pager. Rendered on the server as a visitor: metadata only; values open on the detail.
 */
export function RdList({ query, result }: RdListProps) {
  const t = useTranslations('ResearchData');
  const locale = useLocale();
  const select = (name: 'experimentType' | 'visibility', values: readonly string[], label: (v: string) => string) => (
    <FilterSelect label={t(`list.${name}`)} name={name} value={query[name]} options={values.map((v) => ({ value: v, label: label(v) }))} anyLabel={t('list.any')} testId={`rd-filter-${name}`} />
  );
  return (
    <div className="page" data-testid="rd-list">
      <div className="rd-head">
        <h1 className="section-title">{t('list.title')}</h1>
        <nav className="rd-head__links">
          <NavLink href="/allServer/myAllServer" className="button button--ghost">
            {t('list.mine')}
          </NavLink>
          <NavLink href="/allServer/allServerAdd" className="button" data-testid="rd-add">
            {t('list.add')}
          </NavLink>
        </nav>
      </div>
      <p className="rd-note">{t('list.lead')}</p>
      <form action={localizePath('/allServer/allServer', locale)} method="get" role="search" className="rd-search" data-testid="rd-search">
        <input type="search" name="keyword" defaultValue={query.keyword ?? ''} placeholder={t('list.searchPlaceholder')} aria-label={t('list.searchLabel')} maxLength={100} data-testid="rd-keyword" />
        {select('experimentType', EXPERIMENT_TYPES, (v) => t(`experimentTypes.${v as (typeof EXPERIMENT_TYPES)[number]}`))}
        {select('visibility', VISIBILITIES.filter((v) => v !== 'private'), (v) => t(`visibility.${v as (typeof VISIBILITIES)[number]}`))}
        <button className="button" type="submit" data-testid="rd-submit">
          {t('list.search')}
        </button>
      </form>
      {!result.ok ? (
        <p role="alert" className="rd-error">
          {result.msg}
        </p>
      ) : result.data.list.length === 0 ? (
        <p className="rd-empty" data-testid="rd-empty">
          {t('list.empty')}
        </p>
      ) : (
        <>
          <p className="rd-note">{t('list.total', { total: result.data.total })}</p>
          <div className="rd-cards">
            {result.data.list.map((card) => (
              <RdCardView key={card.id} card={card} />
            ))}
          </div>
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => rdListHref({ ...query, page })} testId="rd-pager" />
        </>
      )}
    </div>
  );
}
