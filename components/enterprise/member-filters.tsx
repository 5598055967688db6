'use client';
import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { MEMBER_ROLES, type CompanyGroup } from '@/lib/enterprise/contract';

/** Group, role and keyword filters of the member lists (values from the address). */
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
      <NativeSelect
        aria-label={t('screens.members.group')}
        value={values.groupId ?? ''}
        onChange={(v) => go({ groupId: v || undefined })}
        options={[{ value: '', label: t('screens.all') }, ...groups.map((g) => ({ value: String(g.id), label: g.name }))]}
      />
      <NativeSelect
        aria-label={t('screens.members.role')}
        value={values.role ?? ''}
        onChange={(v) => go({ role: v || undefined })}
        options={[{ value: '', label: t('screens.all') }, ...MEMBER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
      />
      <input type="search" name="keyword" className="enterprise-filters__keyword" defaultValue={values.keyword} placeholder={t('screens.members.keyword')} aria-label={t('screens.members.keyword')} />
      <button type="submit" className="button button--small">
        {t('screens.search')}
      </button>
    </form>
  );
}
