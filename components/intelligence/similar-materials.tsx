'use client';
import { Select, Spin, Switch, Table, Tag } from 'antd';
import '@/styles/antd/select.css';
import '@/styles/antd/spin.css';
import '@/styles/antd/switch.css';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useCall } from '@/lib/api/use-call';
import { intelligenceCalls, type SimilarItem } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { TARGET_SYSTEMS } from './grade-form';
import { useLooseT } from '@/components/ui/use-loose-t';

/** Similar materials of one record, with the element and property differences behind each score. */
export function SimilarMaterials({ id, grade }: { id: string; grade: string }) {
  const t = useLooseT('Intelligence');
  const [system, setSystem] = useState<string | undefined>();
  const [useProperties, setUseProperties] = useState(true);
  const locale = useLocale();
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v, locale, 3));
  const { data, error } = useCall(intelligenceCalls.similar, { id, system, useProperties, limit: 10 });
  const list = error ? [] : (data?.list ?? null);

  return (
    <section className="intel-card" data-testid="similar-materials">
      <div className="intel-toolbar">
        <h2 className="intel-h2">{t('matching.similarOf', { grade })}</h2>
        <div className="intel-form">
          <Select allowClear placeholder={t('matching.similarSystem')} style={{ minWidth: 180 }} value={system} onChange={setSystem} options={TARGET_SYSTEMS.map((s) => ({ value: s, label: s }))} />
          <label className="intel-toolbar">
            <Switch checked={useProperties} onChange={setUseProperties} size="small" /> {t('matching.useProperties')}
          </label>
        </div>
      </div>
      <p className="intel-muted">{t('matching.similarHelp')}</p>
      {list === null ? (
        <Spin />
      ) : (
        <Table<SimilarItem>
          size="small"
          rowKey={(r) => r.record.id}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: t('common.noData') }}
          columns={[
            { title: t('common.grade'), render: (_, r) => <NavLink href={detailHref(r.record.type, r.record.id)}>{r.record.grade}</NavLink> },
            { title: t('common.system'), render: (_, r) => r.record.system },
            { title: t('common.score'), render: (_, r) => <strong data-testid="similar-score">{formatNumber(r.score, locale, 1, 1)}</strong> },
            {
              title: t('matching.differences'),
              render: (_, r) => (
                <span>
                  {r.elements.slice(0, 4).map((e) => (
                    <Tag key={e.element}>{`${e.element} ${fmt(e.reference)}→${fmt(e.candidate)} (−${formatNumber(e.penalty, locale, 2)})`}</Tag>
                  ))}
                  {r.properties.slice(0, 3).map((p) => (
                    <Tag key={p.property} color="purple">{`${t(`properties.${p.property}`)} ${fmt(p.reference)}→${fmt(p.candidate)}`}</Tag>
                  ))}
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
