'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
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
  const id = useId();
  const used = new Set(rows.map((r) => r.key));
  const update = (i: number, patch: Partial<RangeDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const firstFree = options.find((o) => !used.has(o.value));

  return (
    <fieldset className="mat-ranges__group" data-testid={`${kind}-ranges`}>
      <legend className="mat-conditions__label">{title}</legend>
      {rows.map((row, i) => {
        const error = showErrors ? validateRangeInput(row.min, row.max) : null;
        const option = options.find((o) => o.value === row.key);
        const label = option?.label ?? row.key;
        const errorId = `${id}-${i}-error`;
        const bound = (which: 'min' | 'max') => (
          <span className="mat-input-unit">
            <input
              className="mat-input"
              inputMode="decimal"
              aria-label={`${label} ${t(which)}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder={t(which)}
              value={row[which]}
              onChange={(e) => update(i, { [which]: e.target.value })}
              data-testid={`${kind}-${which}`}
            />
            {option?.unit ? <span className="mat-value__unit">{option.unit}</span> : null}
          </span>
        );
        return (
          <div className="mat-range-row" key={`${row.key}-${i}`} data-testid={`${kind}-range-${row.key}`}>
            <select className="mat-select" aria-label={t(kind)} value={row.key} onChange={(e) => update(i, { key: e.target.value })}>
              {options.map((o) => (
                <option key={o.value} value={o.value} disabled={used.has(o.value) && o.value !== row.key}>
                  {o.label}
                </option>
              ))}
            </select>
            {bound('min')}
            {bound('max')}
            <button
              type="button"
              className="button mat-icon-button"
              aria-label={`${t('removeRow')}: ${label}`}
              title={t('removeRow')}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </button>
            {error ? (
              <div className="mat-range-row__error" role="alert" id={errorId}>
                {tv(error)}
              </div>
            ) : null}
          </div>
        );
      })}
      {firstFree && rows.length < MAX_RANGES ? (
        <button
          type="button"
          className="button mat-dashed-button"
          onClick={() => onChange([...rows, { key: firstFree.value, min: '', max: '' }])}
          data-testid={`add-${kind}`}
        >
          + {t(kind === 'element' ? 'addElement' : 'addProperty')}
        </button>
      ) : null}
    </fieldset>
  );
}
