import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { BagCard } from '@/lib/cloud/contract';
import { BAG_TYPES } from '@/lib/cloud/types';
import type { Paged } from '@/lib/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { BagCardView } from './bag-card';
import { CloudNav } from './cloud-nav';
import { LinkPager } from '@/components/ui/link-pager';
import { listHref } from '@/lib/list-query';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { ResultGrid } from '@/components/ui/result-grid';

export const BAG_LIST_KEYS = ['type', 'keyword', 'page'] as const;

/** /cloud/checkList: approved public test bags, by type and keyword, paged in the address. */
export function BagList({ query, result }: { query: Record<string, string>; result: { ok: true; data: Paged<BagCard> } | { ok: false; msg: string } }) {
  const t = useTranslations('Cloud');
  const locale = useLocale();
  return (
    <div className="page" data-testid="bag-list">
      <CloudNav current="bags" />
      <h1 className="section-title">{t('bags.title')}</h1>
      <p className="cl-note">{t('bags.lead')}</p>
      <form action={localizePath('/cloud/checkList', locale)} method="get" className="cl-filters" role="search">
        <FilterSelect label={t('bags.type')} name="type" value={query.type} options={BAG_TYPES.map((b) => ({ value: b, label: t(`bagTypes.${b}`) }))} anyLabel={t('list.any')} />
        <label>
          {t('labs.keyword')}
          <input type="search" name="keyword" maxLength={60} defaultValue={query.keyword ?? ''} />
        </label>
        <button className="button" type="submit">
          {t('list.apply')}
        </button>
        <NavLink href="/my/checkBag">{t('bags.mine')}</NavLink>
      </form>
      <ResultGrid
        result={result}
        error={(msg) => t('list.error', { msg })}
        empty={t('bags.empty')}
        classes={{ error: 'cl-card cl-error', empty: 'cl-card cl-empty', grid: 'cl-grid' }}
        testIds={{ empty: 'cloud-empty' }}
        item={(b) => <BagCardView bag={b} />}
        after={(data) => <LinkPager page={data.page} pageSize={data.pageSize} total={data.total} href={(page) => listHref('/cloud/checkList', { ...query, page })} testId="cloud-pager" />}
      />
    </div>
  );
}
