'use client';
import { AutoComplete, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { steelApi, type MaterialFamily, type SpecSuggestion } from '@/lib/api/materials';

const DEBOUNCE_MS = 200;

interface Props {
  family: MaterialFamily;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
}

/** The keyword field with suggestions while typing (steelName/getSpecExtend). */
export function SearchBox({ family, value, onChange, onSearch }: Props) {
  const t = useTranslations('MaterialPages.search');
  const [options, setOptions] = useState<SpecSuggestion[]>([]);
  const seq = useRef(0);

  useEffect(() => {
    const keyword = value.trim();
    const mine = ++seq.current;
    if (!keyword) return;
    const timer = window.setTimeout(() => {
      steelApi
        .getSpecExtend({ keyword, family, limit: 8 })
        .then((list) => {
          if (mine === seq.current) setOptions(Array.isArray(list) ? list : []);
        })
        .catch(() => {
          if (mine === seq.current) setOptions([]);
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, family]);

  const placeholder = t(family === 'welding' ? 'placeholderWelding' : family === 'alloy' ? 'placeholderAlloy' : 'placeholderSteel');
  const shown = value.trim() ? options : [];
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
