'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { MaterialConditions, MaterialFamily } from '@/lib/materials/contract';
import { searchPropertyQuantity } from '@/lib/materials/search-keys';
import { parseNumberInput, toSearchQuery, validateRangeInput, type RangeCondition, type SearchState } from '@/lib/materials/query-state';
import { displayUnit, toBaseUnit, toDisplayUnit, type StrengthUnit } from '@/lib/materials/units';
import { useSearchNavigation } from './search-navigation';
import { RangeRows, type RangeDraft } from './range-rows';
import { SearchBox } from './search-box';
import { useUnits } from './unit-context';

interface Props {
  family: MaterialFamily;
  /** Null when they could not be loaded: the keyword still works. */
  conditions: MaterialConditions | null;
  initial: SearchState;
  /** Where a search goes; by default the URL of the screen (MaterialSearch). */
  onSubmit?: (state: SearchState) => void;
}

const toDraft = (list: RangeCondition[]): RangeDraft[] =>
  list.map((c) => ({ key: c.key, min: c.min === undefined ? '' : String(c.min), max: c.max === undefined ? '' : String(c.max) }));

/** A typed strength moved from one unit to the other (5 significant digits, blank and bad text kept). */
function convertDraft(raw: string, key: string, from: StrengthUnit, to: StrengthUnit): string {
  const n = parseNumberInput(raw);
  if (from === to || searchPropertyQuantity(key) !== 'strength' || n === undefined || Number.isNaN(n)) return raw;
  const mpa = toBaseUnit(n, 'strength', { strength: from, temperature: 'C' });
  return String(Number(toDisplayUnit(mpa, 'strength', { strength: to, temperature: 'C' }).toPrecision(5)));
}

const convertDrafts = (rows: RangeDraft[], from: StrengthUnit, to: StrengthUnit): RangeDraft[] =>
  from === to ? rows : rows.map((r) => ({ ...r, min: convertDraft(r.min, r.key, from, to), max: convertDraft(r.max, r.key, from, to) }));

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
  const { go } = useSearchNavigation();
  const submitState = onSubmit ?? ((next: SearchState) => go(toSearchQuery(next)));
  const { units, setUnits } = useUnits();
  const [keyword, setKeyword] = useState(initial.keyword);
  const [system, setSystem] = useState(initial.system);
  const [standard, setStandard] = useState(initial.standard);
  const [delivery, setDelivery] = useState(initial.delivery);
  const [category, setCategory] = useState(initial.category);
  const [elements, setElements] = useState(toDraft(initial.elements));
  // Strength ranges are typed in the unit the page shows (MPa or ksi) and sent with that unit.
  const [properties, setProperties] = useState(toDraft(initial.properties));
  const draftUnit = useRef<StrengthUnit>(initial.strengthUnit ?? 'MPa');
  useEffect(() => {
    // A link carrying su=ksi opens in ksi; otherwise typed strengths follow the reader's switch.
    if (initial.strengthUnit === 'ksi' && initial.properties.length) setUnits({ ...units, strength: 'ksi' });
    // Only when the form is created (it is remounted for every new query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (draftUnit.current === units.strength) return;
    const from = draftUnit.current;
    draftUnit.current = units.strength;
    setProperties((rows) => convertDrafts(rows, from, units.strength));
  }, [units.strength]);
  const [open, setOpen] = useState(
    !!(initial.system || initial.standard || initial.delivery || initial.category || initial.elements.length || initial.properties.length),
  );
  const [showErrors, setShowErrors] = useState(false);
  const conditionsId = useId();

  function submit(nextKeyword = keyword) {
    const invalid = [...elements, ...properties].some((r) => validateRangeInput(r.min, r.max));
    if (invalid) {
      setShowErrors(true);
      setOpen(true);
      return;
    }
    setShowErrors(false);
    submitState({
      ...initial,
      keyword: nextKeyword.trim(),
      system,
      standard,
      delivery,
      category,
      elements: fromDraft(elements),
      properties: fromDraft(properties),
      strengthUnit: units.strength === 'ksi' ? 'ksi' : undefined,
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
    name: string,
  ) => (
    <label className="mat-conditions__field">
      <span className="mat-conditions__label">{label}</span>
      <select className="mat-select" name={name} value={value ?? ''} onChange={(e) => set(e.target.value || undefined)} data-testid={testId}>
        <option value="">{t('any')}</option>
        {value && !options.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
        <SearchBox family={family} value={keyword} onChange={setKeyword} onPick={(v) => submit(v)} />
        <button type="submit" className="button button--primary mat-searchbar__button">
          {t('submit')}
        </button>
      </div>
      <div className="mat-actions-row">
        <button
          type="button"
          className="mat-link-button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={open ? conditionsId : undefined}
          data-testid="toggle-conditions"
        >
          {open ? t('hideConditions') : t('showConditions')}
        </button>
        {conditions ? null : <span className="mat-chip__count">{t('conditionsError')}</span>}
      </div>
      {open ? (
        <div data-testid="search-conditions" id={conditionsId}>
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
              'sys',
            )}
            {select(
              t('standard'),
              standard,
              setStandard,
              standards.map((s) => ({ value: s.code, label: `${s.label} (${s.count})` })),
              'condition-standard',
              'std',
            )}
            {select(
              t('delivery'),
              delivery,
              setDelivery,
              (conditions?.deliveryStates ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.count})` })),
              'condition-delivery',
              'ds',
            )}
            {conditions?.categories.length
              ? select(
                  t('category'),
                  category,
                  setCategory,
                  conditions.categories.map((o) => ({ value: o.value, label: `${o.label} (${o.count})` })),
                  'condition-category',
                  'cat',
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
              options={(conditions?.properties ?? []).map((o) => ({
                value: o.key,
                label: o.label,
                unit: searchPropertyQuantity(o.key) === 'strength' ? displayUnit('strength', units) : o.unit,
              }))}
              rows={properties}
              onChange={setProperties}
              showErrors={showErrors}
            />
          </div>
          <div className="mat-actions-row">
            <button type="submit" className="button button--primary" data-testid="search-submit">
              {t('submit')}
            </button>
            <button type="button" className="button" onClick={reset}>
              {t('reset')}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
