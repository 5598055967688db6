'use client';
import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { MEMBER_ROLES, type CompanyGroup } from '@/lib/enterprise/contract';

/** Group, role and keyword filters of the member lists (values from the address), the drop-downs with their visible labels as the company orders' (issue 48 item 3). */
export function MemberFilters({ values, groups, go }: { values: Record<string, string>; groups: CompanyGroup[]; go: (next: Record<string, string | undefined>) => void }) {
  const t = useTranslations('Enterprise');
  return (
    <form
      className="enterprise-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
        go({ keyword: keyword || undefined });
      }}
    >
      <label className="enterprise-filters__field">
        <span>{t('screens.members.group')}</span>
        <NativeSelect
          value={values.groupId ?? ''}
          onChange={(v) => go({ groupId: v || undefined })}
          options={[{ value: '', label: t('screens.all') }, ...groups.map((g) => ({ value: String(g.id), label: g.name }))]}
        />
      </label>
      <label className="enterprise-filters__field">
        <span>{t('screens.members.role')}</span>
        <NativeSelect
          value={values.role ?? ''}
          onChange={(v) => go({ role: v || undefined })}
          options={[{ value: '', label: t('screens.all') }, ...MEMBER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
        />
      </label>
      <input type="search" name="keyword" className="enterprise-filters__keyword" defaultValue={values.keyword} placeholder={t('screens.members.keyword')} aria-label={t('screens.members.keyword')} />
      <button type="submit" className="button button--small">
        {t('screens.search')}
      </button>
    </form>
  );
}
