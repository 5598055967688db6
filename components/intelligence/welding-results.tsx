'use client';
import { Alert, Table, Tag } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import { useLocale } from 'next-intl';
import type { WeldingAdviceOut, WeldingChoiceOut } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { SourcesList } from './sources-list';
import { useLooseT } from '@/components/ui/use-loose-t';

function ChoiceTable({ list, testId }: { list: WeldingChoiceOut[]; testId: string }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  return (
    <Table<WeldingChoiceOut>
      size="small"
      pagination={false}
      rowKey={(c) => c.record.id}
      dataSource={list}
      data-testid={testId}
      locale={{ emptyText: t('welding.noneFound') }}
      columns={[
        {
          title: t('welding.classification'),
          render: (_, c) => (
            <NavLink href={detailHref('welding', c.record.id)} data-testid="consumable">
              {c.classification}
            </NavLink>
          ),
        },
        { title: t('welding.cnBrand'), render: (_, c) => c.cnBrand ?? '—' },
        { title: t('common.standard'), render: (_, c) => c.standard },
        { title: t('welding.depositRm'), render: (_, c) => (c.tensileMin ? `≥${formatNumber(c.tensileMin, locale)} MPa` : '—') },
        {
          title: t('welding.rule'),
          render: (_, c) => (
            <span data-testid="weld-rule">
              {t(`welding.rules.${c.rule}`, c.values)}
              {c.listed ? <Tag color="blue" className="intel-best-tag">{t('welding.listedIn', { id: c.listed.id })}</Tag> : null}
            </span>
          ),
        },
        { title: t('common.source'), render: (_, c) => <SourcesList sources={c.listed ? [...new Set([...c.listed.sources, ...c.sources])] : c.sources} confidence={c.listed?.confidence ?? c.confidence} /> },
      ]}
    />
  );
}

/** Recommended consumables, alternatives and what to avoid, each with its rule and source. */
export function WeldingResults({ advice }: { advice: WeldingAdviceOut }) {
  const t = useLooseT('Intelligence');
  return (
    <div className="intel-page" style={{ padding: 0 }} data-testid="welding-results">
      <p>
        {t('welding.joint')}: {advice.bases.map((b) => b.grade).join(' + ')} · {t(advice.joint === 'dissimilar' ? 'welding.dissimilarJoint' : 'welding.similarJoint')} · {t(`welding.processes.${advice.process}`)}
      </p>
      {advice.warnings.map((w) => (
        <Alert key={w} type="warning" showIcon title={t(w.replace('Intelligence.', ''))} />
      ))}
      <h3>{t('welding.recommended')}</h3>
      <ChoiceTable list={advice.recommended} testId="weld-recommended" />
      {advice.alternatives.length ? (
        <>
          <h3>{t('welding.alternatives')}</h3>
          <ChoiceTable list={advice.alternatives} testId="weld-alternatives" />
        </>
      ) : null}
      {advice.avoid.length ? (
        <>
          <h3>{t('welding.avoid')}</h3>
          <ChoiceTable list={advice.avoid} testId="weld-avoid" />
        </>
      ) : null}
      {advice.notes.length ? (
        <p className="intel-muted" lang="en">
          {t('welding.notes')}: {advice.notes.join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
