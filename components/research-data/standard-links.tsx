'use client';
import { Form, Select } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { researchDataCalls } from '@/lib/api/calls/research-data';
import { useCall } from '@/lib/api/use-call';
import type { ResearchDataDetail } from '@/lib/research-data/contract';

/**
 * The myStandardList tab: grades of the caller's own standard system and of approved standards
 * (researchData/standardOptions; the server checks every id again). The links are saved with the
 * record and signed in its version.
 */
export function StandardLinks({ detail }: { detail: ResearchDataDetail | null }) {
  const t = useTranslations('ResearchData');
  const [keyword, setKeyword] = useState('');
  const options = useCall(researchDataCalls.standardOptions, { keyword: keyword || undefined });
  const linked = detail?.standards ?? [];
  const label = (l: { standard: string; year: number; grade: string; system: string }) => t('detail.standardLink', l);
  const choices = [
    ...linked.flatMap((l) => (l.gradeId !== null ? [{ value: l.gradeId, label: label(l) }] : [])),
    ...(options.data?.list ?? []).map((g) => ({
      value: g.gradeId,
      label: `${label({ standard: g.standard, year: g.year, grade: g.grade, system: g.systemCode })} · ${g.own ? t('editor.standardOwn') : t('editor.standardPublic')}`,
    })),
  ].filter((c, i, all) => all.findIndex((x) => x.value === c.value) === i);
  const gone = linked.filter((l) => l.gradeId === null);
  return (
    <div data-testid="rd-standard-links">
      <p className="rd-note">{t('editor.standardsHint')}</p>
      {options.error && <p role="alert">{options.error.message}</p>}
      {options.data && !options.data.hasSystem && (
        <p className="rd-note" data-testid="rd-no-standard-system">
          {t('editor.noStandardSystem')} <NavLink href="/my/enterpriseInformationManagement/enterpriseStandardManagement">{t('editor.createStandardSystem')}</NavLink>
        </p>
      )}
      <Form.Item name="standardGradeIds" label={t('fields.standards')}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={options.isLoading}
          options={choices}
          notFoundContent={options.isLoading ? t('loading') : t('editor.noStandardOptions')}
          data-testid="rd-standards-select"
        />
      </Form.Item>
      {gone.map((l) => (
        <p key={`${l.system}|${l.standard}|${l.year}|${l.grade}`} className="rd-note">
          {t('editor.standardGone', { name: label(l) })}
        </p>
      ))}
    </div>
  );
}
