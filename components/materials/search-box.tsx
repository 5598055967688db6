'use client';
import { AutoComplete, Input } from 'antd';
import '@/styles/antd/auto-complete.css';
import '@/styles/antd/input.css';
import { useTranslations } from 'next-intl';
import { useGradeSuggestions } from '@/lib/api/use-grade-suggestions';
import type { MaterialFamily, SpecSuggestion } from '@/lib/materials/contract';

interface Props {
  family: MaterialFamily;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
}

/** The keyword field with suggestions while typing (steelName/getSpecExtend). */
export function SearchBox({ family, value, onChange, onSearch }: Props) {
  const t = useTranslations('MaterialPages.search');
  const shown = useGradeSuggestions(value, family, 8);

  const placeholder = t(family === 'welding' ? 'placeholderWelding' : family === 'alloy' ? 'placeholderAlloy' : 'placeholderSteel');
  return (
    <AutoComplete
      className="mat-searchbar__input"
      value={value}
      onChange={(v) => onChange(String(v ?? ''))}
      onSelect={(v) => {
        onChange(String(v));
        onSearch(String(v));
      }}
      defaultActiveFirstOption={false}
      options={dedupe(shown).map((s) => ({
        value: s.grade,
        label: (
          <span className="mat-suggestion" data-testid="suggestion">
            <strong>{s.grade}</strong>
            {s.standardCode ? <span className="mat-chip__count"> · {s.standardCode}</span> : null}
            {s.matched && s.matched !== s.grade ? <span className="mat-chip__count"> · {s.matched}</span> : null}
          </span>
        ),
      }))}
    >
      <Input.Search
        size="large"
        allowClear
        enterButton={t('submit')}
        placeholder={placeholder}
        aria-label={t('keywordLabel')}
        data-testid="material-keyword"
        onSearch={(v, _e, info) => {
          if (info?.source === 'clear') return;
          onSearch(v);
        }}
      />
    </AutoComplete>
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
