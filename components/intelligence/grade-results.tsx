'use client';
import { Empty, Spin, Table, Tag, Tooltip } from 'antd';
import '@/styles/antd/empty.css';
import '@/styles/antd/spin.css';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import '@/styles/antd/tooltip.css';
import { useLocale } from 'next-intl';
import { useCall } from '@/lib/api/use-call';
import { intelligenceCalls, type Counterpart } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { SimilarMaterials } from './similar-materials';
import { SourcesList } from './sources-list';
import { useLooseT } from '@/components/ui/use-loose-t';
import { VerdictTable } from './verdict-table';

/** /mind/gcMatchingNext: counterparts by match class, with their differences, then similar materials. */
export function GradeResults({ id, grade, system }: { id?: string; grade?: string; system?: string }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  const { data, error } = useCall(intelligenceCalls.gradeMatching, { id, grade, system });

  if (!data && !error) return <Spin />;
  if (!data || error) return <Empty description={t('common.noData')} />;
  return (
    <div className="intel-page" data-testid="grade-results">
      <p className="intel-notice" data-testid="not-equivalent">
        {t('common.notEquivalent')}
      </p>
      <section className="intel-card">
        <h2 className="intel-h2">
          {data.reference.grade} <small className="intel-muted">{data.reference.standard ?? data.reference.system}</small> → {t('matching.counterparts')}
          {system ? ` (${system})` : ''}
        </h2>
        <Table<Counterpart>
          rowKey={(c) => c.record.id}
          dataSource={data.counterparts}
          pagination={false}
          size="small"
          locale={{ emptyText: t('matching.noCounterparts') }}
          data-testid="counterparts"
          expandable={{
            expandedRowRender: (c) => (
              <div className="intel-form">
                <div style={{ flex: 1, minWidth: 320 }}>
                  <h3>{t('matching.differences')}</h3>
                  <VerdictTable rows={c.elements} kind="element" />
                </div>
                <div style={{ flex: 1, minWidth: 320 }}>
                  <h3>{t('compare.properties')}</h3>
                  <VerdictTable rows={c.properties} kind="property" />
                </div>
              </div>
            ),
            defaultExpandedRowKeys: data.counterparts.slice(0, 1).map((c) => c.record.id),
          }}
          columns={[
            {
              title: t('common.grade'),
              render: (_, c) => (
                <NavLink href={detailHref(c.record.type, c.record.id)} data-testid="counterpart-grade">
                  {c.record.grade}
                </NavLink>
              ),
            },
            { title: t('common.system'), render: (_, c) => c.record.system },
            { title: t('common.standard'), render: (_, c) => c.record.standard ?? '' },
            {
              title: t('matching.matchClass'),
              render: (_, c) => (
                <Tooltip title={t(`matchClass.${c.matchClass}Help`)}>
                  <Tag color={c.matchClass === 'listed' ? 'blue' : 'default'} data-testid="match-class">
                    {t(`matchClass.${c.matchClass}`)}
                  </Tag>
                </Tooltip>
              ),
            },
            { title: t('common.score'), render: (_, c) => formatNumber(c.score, locale, 1, 1) },
            { title: t('common.source'), render: (_, c) => (c.crossReference ? <SourcesList sources={c.crossReference.sources} confidence={c.crossReference.confidence} /> : '—') },
          ]}
        />
      </section>
      <SimilarMaterials id={data.reference.id} grade={data.reference.grade} />
    </div>
  );
}
