import type { VisitRow } from './visit-statistics-state';
import { type DataColumn } from '@/components/ui/plain/data-table';

type Translate = (key: 'path' | 'visits' | 'visitors') => string;

/** Columns of the visit statistics table: path, visits and distinct visitors, counts in the active locale. */
export function visitColumns(t: Translate, formatNumber: (n: number) => string): DataColumn<VisitRow>[] {
  return [
    { title: t('path'), dataIndex: 'path', key: 'path', render: (path: string) => <code className="visit-path">{path}</code> },
    { title: t('visits'), dataIndex: 'visits', key: 'visits', align: 'right', render: (n: number) => formatNumber(n) },
    { title: t('visitors'), dataIndex: 'visitors', key: 'visitors', align: 'right', render: (n: number) => formatNumber(n) },
  ];
}
