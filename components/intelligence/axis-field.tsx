'use client';
import { useId } from 'react';
import { useLooseT } from '@/components/ui/use-loose-t';

export interface Axis {
  key: string;
  log: boolean;
}

export interface AxisGroup {
  label: string;
  options: { value: string; label: string }[];
}

interface Props {
  label: string;
  axis: Axis;
  groups: AxisGroup[];
  onChange: (axis: Axis) => void;
  testId: string;
}

/** A chart axis: a property or an element (grouped choices), and whether its scale is logarithmic. */
export function AxisField({ label, axis, groups, onChange, testId }: Props) {
  const t = useLooseT('Intelligence');
  const id = useId();
  return (
    <div className="intel-field">
      <label htmlFor={id}>{label}</label>
      <span className="intel-toolbar intel-toolbar--left">
        <select id={id} className="intel-control intel-control--wide" value={axis.key} onChange={(e) => onChange({ ...axis, key: e.target.value })} data-testid={testId}>
          <option value="">{t('chart.selectAxis')}</option>
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <label className="intel-check">
          <input type="checkbox" checked={axis.log} onChange={(e) => onChange({ ...axis, log: e.target.checked })} data-testid={`${testId}-log`} />
          {t('chart.log')}
        </label>
      </span>
    </div>
  );
}
