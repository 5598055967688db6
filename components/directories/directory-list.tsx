import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import type { Paged } from '@/lib/contract';
import { CATEGORIES_OF, type DirectoryKind } from '@/lib/directories/contract';
import { DIRECTORY_PATHS } from '@/lib/directories/paths';
import { localizePath } from '@/lib/i18n/locale-path';
import { listHref } from '@/lib/list-query';
import { DirectoryResults } from './directory-results';

interface Props<T> {
  kind: DirectoryKind;
  query: Record<string, string>;
  result: { ok: true; data: Paged<T> } | { ok: false; msg: string };
  /** One result as a card. */
  card: (item: T) => ReactNode;
  /** The entry asked for with `?id=`, shown above the list. */
  detail?: ReactNode;
}

/**
 * A directory's list page (/expertServicesList, /industryAppList, /digitalTalentTrainingList): one plain GET form
 * (keyword and category: the filters live in the address and work without script), the cards, "no matching data"
 * when nothing matches, and the pager. Server component.
 */
export function DirectoryList<T extends { id: number; demo: boolean }>({ kind, query, result, card, detail }: Props<T>) {
  const t = useTranslations('Directories');
  const locale = useLocale();
  const path = DIRECTORY_PATHS[kind].list;
  return (
    <div className="page dir-page" data-testid={`${kind}-list`}>
      <h1 className="page-title">{t(`${kind}.listTitle`)}</h1>
      {detail}
      <form action={localizePath(path, locale)} method="get" role="search" className="dir-search" data-testid="directory-search">
        <input type="search" name="keyword" defaultValue={query.keyword ?? ''} placeholder={t('keywordPlaceholder')} aria-label={t('keyword')} maxLength={100} data-testid="directory-keyword" />
        <FilterSelect
          label={t('category')}
          name="category"
          value={query.category}
          anyLabel={t('any')}
          options={CATEGORIES_OF[kind].map((c) => ({ value: c, label: t(`categories.${kind}.${c}` as 'categories.expert.consulting') }))}
          testId="directory-category"
        />
        <button className="button" type="submit" data-testid="directory-submit">
          {t('search')}
        </button>
        <NavLink href={path}>{t('reset')}</NavLink>
      </form>
      <DirectoryResults
        result={result}
        card={card}
        gridTestId="directory-results"
        after={(data) => <LinkPager page={data.page} pageSize={data.pageSize} total={data.total} href={(page) => listHref(path, { ...query, page })} testId="directory-pager" />}
      />
    </div>
  );
}
