'use client';
import { Button, Select } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MaterialConditions, MaterialFamily } from '@/lib/materials/contract';
import { parseNumberInput, validateRangeInput, type RangeCondition, type SearchState } from '@/lib/materials/query-state';
import { RangeRows, type RangeDraft } from './range-rows';
import { SearchBox } from './search-box';

interface Props {
  family: MaterialFamily;
  conditions: MaterialConditions | null;
  initial: SearchState;
  onSubmit: (state: SearchState) => void;
}

const toDraft = (list: RangeCondition[]): RangeDraft[] =>
  list.map((c) => ({ key: c.key, min: c.min === undefined ? '' : String(c.min), max: c.max === undefined ? '' : String(c.max) }));

const fromDraft = (rows: RangeDraft[]): RangeCondition[] =>
  rows
    .map((r) => ({ key: r.key, min: parseNumberInput(r.min), max: parseNumberInput(r.max) }))
    .filter((c) => c.min !== undefined || c.max !== undefined)
    .map((c) => ({ key: c.key, ...(c.min !== undefined ? { min: c.min } : {}), ...(c.max !== undefined ? { max: c.max } : {}) }));

/**
 * Keyword and conditions of a material search. Holds a draft until the reader searches; the
 * parent remounts it (key = query) when the URL changes, so back/forward refill the form.
 */
export function SearchForm({ family, conditions, initial, onSubmit }: Props) {
  const t = useTranslations('MaterialPages.search');
  const [keyword, setKeyword] = useState(initial.keyword);
  const [system, setSystem] = useState(initial.system);
  const [standard, setStandard] = useState(initial.standard);
  const [delivery, setDelivery] = useState(initial.delivery);
  const [category, setCategory] = useState(initial.category);
  const [elements, setElements] = useState(toDraft(initial.elements));
  const [properties, setProperties] = useState(toDraft(initial.properties));
  const [open, setOpen] = useState(
    !!(initial.system || initial.standard || initial.delivery || initial.category || initial.elements.length || initial.properties.length),
  );
  const [showErrors, setShowErrors] = useState(false);

  function submit(nextKeyword = keyword) {
    const invalid = [...elements, ...properties].some((r) => validateRangeInput(r.min, r.max));
    if (invalid) {
      setShowErrors(true);
      setOpen(true);
      return;
    }
    setShowErrors(false);
    onSubmit({
      ...initial,
      keyword: nextKeyword.trim(),
      system,
      standard,
      delivery,
      category,
      elements: fromDraft(elements),
      properties: fromDraft(properties),
      page: 1,
    });
  }

  function reset() {
    setKeyword('');
    setSystem(undefined);
    setStandard(undefined);
    setDelivery(undefined);
    setCategory(undefined);
    setElements([]);
    setProperties([]);
    setShowErrors(false);
  }

  const standards = (conditions?.standards ?? []).filter((s) => !system || s.system === system);
  const select = (
    label: string,
    value: string | undefined,
    set: (v: string | undefined) => void,
    options: { value: string; label: string }[],
    testId: string,
  ) => (
    <label className="mat-conditions__field">
      <span className="mat-conditions__label">{label}</span>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('any')}
        value={value}
        onChange={(v: string | undefined) => set(v || undefined)}
        options={options}
        data-testid={testId}
        aria-label={label}
      />
    </label>
  );

  return (
    <form
      className="mat-card"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="mat-searchbar">
        <SearchBox family={family} value={keyword} onChange={setKeyword} onSearch={(v) => submit(v)} />
      </div>
      <div className="mat-actions-row">
        <Button type="link" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="toggle-conditions">
          {open ? t('hideConditions') : t('showConditions')}
        </Button>
      </div>
      {open ? (
        <div data-testid="search-conditions">
          <div className="mat-conditions">
            {select(
              t('system'),
              system,
              (v) => {
                setSystem(v);
                setStandard(undefined);
              },
              (conditions?.systems ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.count})` })),
              'condition-system',
            )}
            {select(
              t('standard'),
              standard,
              setStandard,
              standards.map((s) => ({ value: s.code, label: `${s.label} (${s.count})` })),
              'condition-standard',
            )}
            {select(
              t('delivery'),
              delivery,
              setDelivery,
              (conditions?.deliveryStates ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.count})` })),
              'condition-delivery',
            )}
            {conditions?.categories.length
              ? select(
                  t('category'),
                  category,
                  setCategory,
                  conditions.categories.map((o) => ({ value: o.value, label: `${o.label} (${o.count})` })),
                  'condition-category',
                )
              : null}
          </div>
          <div className="mat-ranges">
            <RangeRows
              title={t('elements')}
              kind="element"
              options={(conditions?.elements ?? []).map((o) => ({ value: o.value, label: o.label, unit: '%' }))}
              rows={elements}
              onChange={setElements}
              showErrors={showErrors}
            />
            <RangeRows
              title={t('properties')}
              kind="property"
              options={(conditions?.properties ?? []).map((o) => ({ value: o.key, label: o.label, unit: o.unit }))}
              rows={properties}
              onChange={setProperties}
              showErrors={showErrors}
            />
          </div>
          <div className="mat-actions-row">
            <Button type="primary" htmlType="submit" data-testid="search-submit">
              {t('submit')}
            </Button>
            <Button onClick={reset}>{t('reset')}</Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
