import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { CatalogueItem, LabCard, Region } from '@/lib/cloud/contract';
import { listHref } from '@/lib/list-query';
import { LAB_SORTS, QUALIFICATION_KINDS } from '@/lib/cloud/types';
import type { Paged } from '@/lib/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { CloudNav } from './cloud-nav';
import { LabCardView } from './lab-card';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';

/** The qualifications a visitor filters by: CMA and CNAS (certificate names, the same in both languages). */
const QUALIFICATIONS = QUALIFICATION_KINDS.filter((k) => k !== 'other').map((k) => ({ value: k, label: k.toUpperCase() }));

export const TESTER_LIST_KEYS = ['keyword', 'itemId', 'qualification', 'province', 'priceMin', 'priceMax', 'cycleMax', 'sort', 'page'] as const;
const PATH = '/cloud/testerList';

export interface TesterListProps {
  query: Record<string, string>;
  items: CatalogueItem[];
  regions: Region[];
  result: { ok: true; data: Paged<LabCard> } | { ok: false; msg: string };
}

/**
 * /cloud/testerList (issue 15 item 2): laboratories filtered by test item, CMA/CNAS, region, price
 * and cycle, sorted; one plain GET form, so every filter and the page live in the address and work
 * without JavaScript. Rendered on the server.
 */
export function TesterList({ query, items, regions, result }: TesterListProps) {
  const t = useTranslations('Cloud');
  const locale = useLocale();
  const byKind = (kind: 'detection' | 'preparation') => items.filter((i) => i.kind === kind);
  return (
    <div className="page" data-testid="tester-list">
      <CloudNav current="labs" />
      <h1 className="section-title">{t('labs.title')}</h1>
      <p className="cl-note">{t('labs.lead')}</p>
      <form action={localizePath(PATH, locale)} method="get" className="cl-card" role="search" data-testid="lab-filters">
        <div className="cl-filters">
          <label>
            {t('labs.keyword')}
            <input type="search" name="keyword" defaultValue={query.keyword ?? ''} maxLength={60} data-testid="filter-keyword" />
          </label>
          <label>
            {t('labs.item')}
            <select name="itemId" defaultValue={query.itemId ?? ''} data-testid="filter-item">
              <option value="">{t('list.any')}</option>
              {(['detection', 'preparation'] as const).map((kind) => (
                <optgroup key={kind} label={t(`kinds.${kind}`)}>
                  {byKind(kind).map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <FilterSelect label={t('labs.qualification')} name="qualification" value={query.qualification} options={QUALIFICATIONS} anyLabel={t('list.any')} testId="filter-qualification" />
          <FilterSelect label={t('labs.region')} name="province" value={query.province} options={regions.map((r) => ({ value: r.code, label: r.name }))} anyLabel={t('list.any')} testId="filter-province" />
          <label>
            {t('labs.priceMin')}
            <input type="number" name="priceMin" min={0} max={1000000} step={1} defaultValue={query.priceMin ?? ''} data-testid="filter-price-min" />
          </label>
          <label>
            {t('labs.priceMax')}
            <input type="number" name="priceMax" min={0} max={1000000} step={1} defaultValue={query.priceMax ?? ''} data-testid="filter-price-max" />
          </label>
          <label>
            {t('labs.cycleMax')}
            <input type="number" name="cycleMax" min={1} max={365} step={1} defaultValue={query.cycleMax ?? ''} data-testid="filter-cycle" />
          </label>
          <FilterSelect label={t('labs.sort')} name="sort" value={query.sort ?? 'rating'} options={LAB_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))} testId="filter-sort" />
          <button className="button" type="submit" data-testid="filter-apply">
            {t('list.apply')}
          </button>
          <NavLink href={PATH}>{t('list.reset')}</NavLink>
        </div>
      </form>
      {!result.ok ? (
        <div className="cl-card cl-error" role="alert" data-testid="cloud-error">
          {t('list.error', { msg: result.msg })}
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="cl-card cl-empty" data-testid="cloud-empty">
          <p>
            <strong>{t('labs.empty')}</strong>
          </p>
          <p className="cl-note">{t('labs.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="cl-note" data-testid="lab-total">
            {t('labs.total', { count: result.data.total })}
            {query.itemId ? ` ${t('labs.itemPriceNote')}` : ''}
          </p>
          <ul className="cl-list" data-testid="lab-results">
            {result.data.list.map((lab) => (
              <li key={lab.id}>
                <LabCardView lab={lab} priceLabel={query.itemId ? 'item' : 'from'} />
              </li>
            ))}
          </ul>
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => listHref(PATH, { ...query, page })} testId="cloud-pager" />
        </>
      )}
      <p className="cl-note">
        <NavLink href={listHref('/cloud/testerSettled', {})}>{t('labs.settleLink')}</NavLink>
      </p>
    </div>
  );
}
