'use client';
import { Button, Input, Select } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { MAX_RANGES, validateRangeInput } from '@/lib/materials/query-state';

export interface RangeDraft {
  key: string;
  min: string;
  max: string;
}

interface Props {
  title: string;
  kind: 'element' | 'property';
  options: { value: string; label: string; unit?: string }[];
  rows: RangeDraft[];
  onChange: (rows: RangeDraft[]) => void;
  /** Show errors only once the reader tried to search. */
  showErrors: boolean;
}

/** Rows of "key, minimum, maximum" with the spec's two client checks shown under each row. */
export function RangeRows({ title, kind, options, rows, onChange, showErrors }: Props) {
  const t = useTranslations('MaterialPages.search');
  const tv = useTranslations('MaterialPages.validation');
  const used = new Set(rows.map((r) => r.key));
  const update = (i: number, patch: Partial<RangeDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const firstFree = options.find((o) => !used.has(o.value));

  return (
    <fieldset className="mat-ranges__group" data-testid={`${kind}-ranges`}>
      <legend className="mat-conditions__label">{title}</legend>
      {rows.map((row, i) => {
        const error = showErrors ? validateRangeInput(row.min, row.max) : null;
        const unit = options.find((o) => o.value === row.key)?.unit;
        const label = options.find((o) => o.value === row.key)?.label ?? row.key;
        return (
          <div className="mat-range-row" key={`${row.key}-${i}`} data-testid={`${kind}-range-${row.key}`}>
            <Select
              showSearch
              optionFilterProp="label"
              aria-label={t(kind)}
              value={row.key}
              options={options.map((o) => ({ value: o.value, label: o.label, disabled: used.has(o.value) && o.value !== row.key }))}
              onChange={(key: string) => update(i, { key })}
            />
            <Input
              inputMode="decimal"
              aria-label={`${label} ${t('min')}`}
              placeholder={t('min')}
              value={row.min}
              suffix={<span className="mat-value__unit">{unit ?? ''}</span>}
              status={error ? 'error' : undefined}
              onChange={(e) => update(i, { min: e.target.value })}
              data-testid={`${kind}-min`}
            />
            <Input
              inputMode="decimal"
              aria-label={`${label} ${t('max')}`}
              placeholder={t('max')}
              value={row.max}
              suffix={<span className="mat-value__unit">{unit ?? ''}</span>}
              status={error ? 'error' : undefined}
              onChange={(e) => update(i, { max: e.target.value })}
              data-testid={`${kind}-max`}
            />
            <Button aria-label={t('removeRow')} title={t('removeRow')} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              ×
            </Button>
            {error ? (
              <div className="mat-range-row__error" role="alert">
                {tv(error)}
              </div>
            ) : null}
          </div>
        );
      })}
      {firstFree && rows.length < MAX_RANGES ? (
        <Button
          type="dashed"
          onClick={() => onChange([...rows, { key: firstFree.value, min: '', max: '' }])}
          data-testid={`add-${kind}`}
        >
          + {t(kind === 'element' ? 'addElement' : 'addProperty')}
        </Button>
      ) : null}
    </fieldset>
  );
}
