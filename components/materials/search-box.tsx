'use client';
import { useTranslations } from 'next-intl';
import { useId, type ChangeEvent } from 'react';
import { useGradeSuggestions } from '@/lib/api/use-grade-suggestions';
import type { MaterialFamily, SpecSuggestion } from '@/lib/materials/contract';

interface Props {
  family: MaterialFamily;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked: search it at once. */
  onPick: (value: string) => void;
}

/**
 * The keyword field with suggestions while typing (steelName/getSpecExtend): a native
 * `<input list>` and `<datalist>` (a combobox to assistive technology, keyboard and touch included).
 * The field sits in the search form, so Enter and the button submit it.
 */
export function SearchBox({ family, value, onChange, onPick }: Props) {
  const t = useTranslations('MaterialPages.search');
  const listId = useId();
  const shown = dedupe(useGradeSuggestions(value, family, 8));
  const placeholder = t(family === 'welding' ? 'placeholderWelding' : family === 'alloy' ? 'placeholderAlloy' : 'placeholderSteel');

  function change(e: ChangeEvent<HTMLInputElement>) {
    const next = e.target.value;
    onChange(next);
    // Choosing an option of the list replaces the text (no typed character): search it, as a click on a suggestion.
    const native = e.nativeEvent as InputEvent;
    const replaced = !('inputType' in native) || native.inputType === 'insertReplacementText';
    if (replaced && shown.some((s) => s.grade === next)) onPick(next);
  }

  return (
    <div className="mat-searchbar__input" data-testid="material-keyword">
      <input
        type="search"
        className="mat-input mat-input--large"
        name="q"
        value={value}
        onChange={change}
        list={listId}
        placeholder={placeholder}
        aria-label={t('keywordLabel')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <datalist id={listId} data-testid="suggestions">
        {shown.map((s) => (
          <option key={s.grade} value={s.grade} data-testid="suggestion">
            {[s.standardCode, s.matched && s.matched !== s.grade ? s.matched : null].filter(Boolean).join(' · ')}
          </option>
        ))}
      </datalist>
    </div>
  );
}

function dedupe(list: SpecSuggestion[]): SpecSuggestion[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    if (seen.has(s.grade)) return false;
    seen.add(s.grade);
    return true;
  });
}
