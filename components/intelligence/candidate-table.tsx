'use client';
import { Table, Tag } from 'antd';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import { useLocale } from 'next-intl';
import type { CandidateOut } from '@/lib/intelligence/contract';
import type { Requirement } from '@/lib/intelligence/requirements';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { useLooseT } from '@/components/ui/use-loose-t';

/** Candidates with the actual value and margin of each requirement. */
export function CandidateTable({ list, requirements, selected, onSelect, testId }: { list: CandidateOut[]; requirements: Requirement[]; selected?: string[]; onSelect?: (ids: string[]) => void; testId: string }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  /** A margin as a signed percentage with one decimal: "+12.3 %". */
  const pct = (m: number | null) => (m === null ? '—' : `${m >= 0 ? '+' : ''}${formatNumber(m * 100, locale, 1)} %`);
  return (
    <Table<CandidateOut>
      size="small"
      rowKey={(c) => c.record.id}
      dataSource={list}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      locale={{ emptyText: t('common.noData') }}
      rowSelection={onSelect ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String).slice(0, 6)) } : undefined}
      columns={[
        { title: t('common.grade'), fixed: 'left', render: (_, c) => <NavLink href={detailHref(c.record.type, c.record.id)} data-testid="candidate-grade">{c.record.grade}</NavLink> },
        { title: t('common.system'), render: (_, c) => c.record.system || '—' },
        ...requirements.map((r, i) => ({
          title: `${t(`properties.${r.key}`)} ${r.op === '>=' ? '≥' : '≤'} ${formatNumber(r.value, locale)}${r.key === 'impact' && r.tempC !== undefined && r.tempC !== null ? ` @ ${formatNumber(r.tempC, locale)} °C` : ''}`,
          key: `r${i}`,
          render: (_: unknown, c: CandidateOut) => {
            const check = c.checks[i];
            if (!check) return '—';
            const color = check.status === 'pass' ? 'green' : check.status === 'fail' ? 'red' : 'default';
            return (
              <span>
                {check.actual === null ? '—' : formatNumber(check.actual, locale)} <Tag color={color}>{check.status === 'unknown' ? t('matching.unknown') : pct(check.margin)}</Tag>
              </span>
            );
          },
        })),
        { title: t('matching.status'), render: (_, c) => (c.failed === 0 && c.unknown === 0 ? <Tag color="green">{t('matching.pass')}</Tag> : c.failed ? <Tag color="red">{t('matching.fail')}</Tag> : <Tag>{t('matching.unknown')}</Tag>) },
      ]}
    />
  );
}
