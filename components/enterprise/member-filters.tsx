'use client';
import { Input, Select, Space } from 'antd';
import '@/styles/antd/input.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { MEMBER_ROLES, type CompanyGroup } from '@/lib/enterprise/contract';

/** Group, role and keyword filters of the member lists (values from the address). */
export function MemberFilters({ values, groups, go }: { values: Record<string, string>; groups: CompanyGroup[]; go: (next: Record<string, string | undefined>) => void }) {
  const t = useTranslations('Enterprise');
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        style={{ minWidth: 160 }}
        aria-label={t('screens.members.group')}
        value={values.groupId ?? ''}
        onChange={(v) => go({ groupId: v || undefined })}
        options={[{ value: '', label: t('screens.all') }, ...groups.map((g) => ({ value: String(g.id), label: g.name }))]}
      />
      <Select
        style={{ minWidth: 140 }}
        aria-label={t('screens.members.role')}
        value={values.role ?? ''}
        onChange={(v) => go({ role: v || undefined })}
        options={[{ value: '', label: t('screens.all') }, ...MEMBER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
      />
      <Input.Search allowClear defaultValue={values.keyword} placeholder={t('screens.members.keyword')} onSearch={(v) => go({ keyword: v.trim() || undefined })} style={{ width: 260 }} />
    </Space>
  );
}
