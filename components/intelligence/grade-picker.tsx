'use client';
import { AutoComplete } from 'antd';
import '@/styles/antd/auto-complete.css';
import { useState } from 'react';
import { useGradeSuggestions } from '@/lib/api/use-grade-suggestions';
import type { MaterialFamily } from '@/lib/materials/contract';

export interface PickedGrade {
  id: string;
  grade: string;
  family: MaterialFamily;
  system?: string | null;
}

interface Props {
  family?: MaterialFamily;
  placeholder: string;
  onPick: (picked: PickedGrade) => void;
  /** Called with the typed text when the user presses Enter without choosing. */
  onEnter?: (text: string) => void;
  testId?: string;
  clearOnPick?: boolean;
}

/** A grade field with suggestions (grades, aliases, equivalents) from steelName/getSpecExtend. */
export function GradePicker({ family = 'steel', placeholder, onPick, onEnter, testId, clearOnPick }: Props) {
  const [text, setText] = useState('');
  const shown = useGradeSuggestions(text, family, 10);
  return (
    <AutoComplete
      value={text}
      onChange={setText}
      style={{ minWidth: 260 }}
      placeholder={placeholder}
      data-testid={testId}
      options={shown.map((o) => ({
        value: String(o.id),
        label: (
          <span data-testid="grade-option">
            {o.grade}
            {o.standardCode ? <small className="intel-muted"> · {o.standardCode}</small> : null}
          </span>
        ),
      }))}
      onSelect={(value: string) => {
        const o = shown.find((s) => String(s.id) === value);
        if (!o) return;
        onPick({ id: String(o.id), grade: o.grade, family: o.family });
        setText(clearOnPick ? '' : o.grade);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter && text.trim()) onEnter(text.trim());
      }}
    />
  );
}
