'use client';
import { Table } from 'antd';
import '@/styles/antd/table.css';
import { useLocale } from 'next-intl';
import { formatLimit } from '@/lib/materials/units';
import type { LimitVerdict } from '@/lib/intelligence/match-class';
import { useLooseT } from '@/components/ui/use-loose-t';

/** Per element or property: this grade's limit, the counterpart's, and stricter/looser. */
export function VerdictTable({ rows, kind }: { rows: LimitVerdict[]; kind: 'element' | 'property' }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  return (
    <Table<LimitVerdict>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid={`verdicts-${kind}`}
      columns={[
        { title: kind === 'element' ? t('matching.element') : t('matching.requirement'), dataIndex: 'key', render: (k: string) => (kind === 'element' ? k : t(`properties.${k}`)) },
        { title: t('matching.reference'), render: (_, r) => formatLimit(r.reference, locale) || '—' },
        { title: t('matching.candidate'), render: (_, r) => formatLimit(r.candidate, locale) || '—' },
        {
          title: t('matching.verdict'),
          dataIndex: 'verdict',
          render: (v: string) => (
            <span className={`intel-verdict--${v}`} data-testid="verdict">
              {t(`verdicts.${v}`)}
            </span>
          ),
        },
      ]}
    />
  );
}
