import type { MechanicalProperty } from '@/lib/standards/contract';
import { formatBand, formatMin } from '@/lib/standards/format';
import { type DataColumn } from '@/components/ui/plain/data-table';

type T = (key: string) => string;

/**
 * The columns of a grade's mechanical properties, the same for the owner's editor and the reviewer's
 * queue (the reviewer sees every value the owner entered); the editor adds its actions column.
 */
export function propertyColumns(t: T, num: (n: number) => string): DataColumn<MechanicalProperty>[] {
  return [
    { key: 'shape', title: t('fields.shape'), render: (_, p) => t(`shapes.${p.shape}`) },
    { key: 'delivery', title: t('fields.deliveryStatus'), render: (_, p) => t(`delivery.${p.deliveryStatus}`) },
    { key: 'spec', title: t('fields.spec'), render: (_, p) => formatBand(p.specMin, p.specMax, num, 'spec') },
    { key: 'tensile', title: t('fields.tensile'), render: (_, p) => formatBand(p.tensileMin, p.tensileMax, num, 'range') },
    { key: 'elongation', title: t('fields.elongation'), render: (_, p) => formatMin(p.elongation, num) },
    {
      key: 'impact',
      title: t('fields.impact'),
      render: (_, p) => formatMin(p.impactEnergy, num) + (p.impactEnergy !== null && p.impactTemperature !== null ? ` (${num(p.impactTemperature)} °C)` : ''),
    },
    { key: 'remarks', title: t('fields.remarks'), dataIndex: 'remarks' },
  ];
}
