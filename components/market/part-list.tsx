import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { LinkPager } from '@/components/ui/link-pager';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import type { Paged } from '@/lib/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import type { PartCategory, PartHit } from '@/lib/market/contract';
import { partHref, partListHref } from '@/lib/market/part-paths';
import { PartTable } from './part-table';

export interface PartListProps {
  base: string;
  kind: 'standard' | 'common';
  categories: PartCategory[];
  query: Record<string, string>;
  result: { ok: true; data: Paged<PartHit> } | { ok: false; msg: string };
}

/**
 * /standardParts/list and /commonParts/list (issue 37 behaviour 4): a plain GET form (keyword,
 * category, size, property class; all in the address), each part with the matching rows of its
 * dimension table and the source of each row, rendered on the server.
 */
export function PartList({ base, kind, categories, query, result }: PartListProps) {
  const t = useTranslations('Market.parts');
  const locale = useLocale();
  return (
    <div className="page" data-testid={`${kind}-parts`}>
      <h1 className="section-title">{kind === 'standard' ? t('standardTitle') : t('commonTitle')}</h1>
      <p className="mkt-note">{kind === 'standard' ? t('standardLead') : t('commonLead')}</p>
      <form action={localizePath(base, locale)} method="get" role="search" className="mkt-filters" data-testid="part-search">
        <label>
          {t('keyword')}
          <input type="search" name="keyword" defaultValue={query.keyword ?? ''} maxLength={100} />
        </label>
        <FilterSelect label={t('category')} name="category" value={query.category} options={categories.map((c) => ({ value: c, label: t(`categories.${c}`) }))} anyLabel={t('any')} testId="part-category" />
        <label>
          {t('size')}
          <input
            name="size"
            defaultValue={query.size ?? ''}
            placeholder={kind === 'standard' ? t('sizePlaceholder') : t('commonSizePlaceholder')}
            title={kind === 'standard' ? undefined : t('commonSizeHint')}
            maxLength={6}
            data-testid="part-size-input"
          />
        </label>
        {kind === 'standard' && (
          <label>
            {t('class')}
            <input name="class" defaultValue={query.class ?? ''} placeholder={t('classPlaceholder')} maxLength={12} data-testid="part-class-input" />
          </label>
        )}
        <button className="button" type="submit" data-testid="part-submit">
          {t('search')}
        </button>
        <NavLink href={base}>{t('reset')}</NavLink>
      </form>
      {!result.ok ? (
        <div className="mkt-card mkt-error" role="alert" data-testid="part-error">
          {t('error', { msg: result.msg })}
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="mkt-card mkt-empty" data-testid="part-empty">
          <p>
            <strong>{t('empty')}</strong>
          </p>
          <p className="mkt-note">{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="mkt-note" data-testid="part-total">
            {t('total', { count: result.data.total })}
          </p>
          {result.data.list.map((p) => (
            <section key={p.id} className="mkt-card mkt-section" data-testid="part-card" data-id={p.id}>
              <h2 className="mkt-title">
                <NavLink href={partHref(p.id)}>{p.title}</NavLink>
              </h2>
              <div className="mkt-meta">
                <span className="tag tag--blue">{t(`categories.${p.category}`)}</span>
                <span>
                  {t('standard')}: {[p.standard, p.intlStandard].filter(Boolean).join(' / ')}
                </span>
                {p.classes.length > 0 && (
                  <span>
                    {t('classes')}: {p.classes.join(', ')}
                  </span>
                )}
              </div>
              <PartTable part={p} />
            </section>
          ))}
          <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(page) => partListHref(base, { ...query, page })} testId="part-pager" />
        </>
      )}
    </div>
  );
}
