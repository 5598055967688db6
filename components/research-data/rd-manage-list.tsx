'use client';
import { Button, Input, Result, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { NavLink } from '@/components/layout/nav-link';
import { researchDataCalls } from '@/lib/api/calls/research-data';
import { ApiCallError, request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { EXPERIMENT_TYPES, VISIBILITIES, type CompanyRecordRow } from '@/lib/research-data/contract';
import { rdDetailHref, rdListQuery } from '@/lib/research-data/paths';
import { keepCxl } from '@/lib/session/rules';
import { useDateTime } from '@/components/ui/use-date-time';
import { toast } from '@/components/ui/plain/toast';
import { FilterSelect } from '@/components/ui/plain/filter-select';
import { DataTable } from '@/components/ui/plain/data-table';

const PAGE_SIZE = 20;

/**
 * The R&D data management lists: `company` (/my/enterpriseInformationManagement/R&dDataManagement,
 * researchData/listCompany and its Excel export) and `admin` (/my/researchCheck?tab=records,
 * researchData/listAdmin). Filters and page live in the address. The role is a display hint; the
 * calls decide from the database.
 */
export function RdManageList({ mode }: { mode: 'company' | 'admin' }) {
  // Who may open the two screens is the personal centre's rule (lib/account/menu.ts: company:manage, the R&D reviewers).
  return <ManageTable mode={mode} />;
}

function ManageTable({ mode }: { mode: 'company' | 'admin' }) {
  const t = useTranslations('ResearchData.company');
  const tr = useTranslations('ResearchData');
  const tv = useTranslations('Reviews.states');
  const dateText = useDateTime();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const key = params.toString();
  const query = useMemo(() => rdListQuery(Object.fromEntries(new URLSearchParams(key))), [key]);
  const { page: pageText, ...filters } = query;
  const page = Number(pageText ?? 1);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [exporting, setExporting] = useState(false);
  const call = mode === 'company' ? researchDataCalls.listCompany : researchDataCalls.listAdmin;
  const { data, error, isLoading } = useCall(call, { page, pageSize: PAGE_SIZE, ...filters } as never);

  const go = (next: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    if (mode === 'admin') q.set('tab', 'records');
    for (const [k, v] of Object.entries({ ...filters, ...next })) if (v !== undefined && v !== '' && !(k === 'page' && Number(v) <= 1)) q.set(k, String(v));
    router.push(keepCxl(`${pathname}?${q.toString()}`, hide), { scroll: false });
  };

  async function download() {
    setExporting(true);
    try {
      const file = await request(researchDataCalls.exportCompany, filters);
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${t('fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      if (!ApiCallError.is(e)) toast.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div data-testid={`rd-manage-${mode}`}>
      <p className="rd-note">{mode === 'company' ? t('lead') : t('adminLead')}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('keyword')}
          placeholder={t('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => go({ keyword: v.trim() || undefined, page: undefined })}
          enterButton={t('search')}
          allowClear
          style={{ width: 320 }}
          data-testid="rd-manage-keyword"
        />
        <FilterSelect
          className="plain-select"
          hideLabel
          label={tr('list.visibility')}
          name="visibility"
          value={filters.visibility ?? ''}
          anyLabel={tr('list.any')}
          onChange={(v) => go({ visibility: v || undefined, page: undefined })}
          options={VISIBILITIES.map((v) => ({ value: v, label: tr(`visibility.${v}`) }))}
        />
        <FilterSelect
          className="plain-select"
          hideLabel
          label={tr('list.experimentType')}
          name="experimentType"
          value={filters.experimentType ?? ''}
          anyLabel={tr('list.any')}
          onChange={(v) => go({ experimentType: v || undefined, page: undefined })}
          options={EXPERIMENT_TYPES.map((v) => ({ value: v, label: tr(`experimentTypes.${v}`) }))}
        />
        {mode === 'company' ? (
          <Button onClick={download} loading={exporting} data-testid="rd-manage-export">
            {t('export')}
          </Button>
        ) : null}
      </Space>
      {error ? (
        <Result status="error" title={error.message} />
      ) : (
        <DataTable<CompanyRecordRow>
          rowKey="id"
          loading={isLoading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 1100 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => go({ page: p }) }}
          columns={[
            {
              title: tr('fields.dataName'),
              key: 'name',
              render: (_, r) => (
                <NavLink href={rdDetailHref(r.id)} data-testid="rd-manage-open">
                  {r.dataName}
                </NavLink>
              ),
            },
            { title: tr('fields.code'), dataIndex: 'code' },
            { title: tr('fields.materialName'), dataIndex: 'materialName' },
            { title: tr('fields.owner'), key: 'owner', render: (_, r) => (mode === 'admin' && r.owner.companyName ? `${r.owner.userName} · ${r.owner.companyName}` : r.owner.userName) },
            { title: tr('fields.visibility'), key: 'visibility', render: (_, r) => <Tag>{tr(`visibility.${r.visibility}`)}</Tag> },
            { title: tr('fields.state'), key: 'state', render: (_, r) => tr(`states.${r.state}`) },
            { title: t('review'), key: 'review', render: (_, r) => (r.review ? tv(r.review as 'approved') : '—') },
            { title: t('versions'), dataIndex: 'versions' },
            { title: t('consulted'), key: 'consulted', render: (_, r) => r.counts.consulted },
            { title: t('likes'), key: 'likes', render: (_, r) => `${r.counts.likes} / ${r.counts.dislikes}` },
            { title: t('applications'), dataIndex: 'applications' },
            { title: t('updatedAt'), key: 'updatedAt', render: (_, r) => dateText(r.updatedAt, 'day') },
          ]}
        />
      )}
    </div>
  );
}
