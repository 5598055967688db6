'use client';
import { useId, useState, type KeyboardEvent } from 'react';
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
  /** Called with the text as it is typed. */
  onText?: (text: string) => void;
  testId?: string;
  clearOnPick?: boolean;
  /** The field's name when no <label> around it gives one. */
  ariaLabel?: string;
  required?: boolean;
  invalid?: boolean;
  /** The id of the message that says what is wrong with the field. */
  describedBy?: string;
}

/**
 * A grade field with suggestions (grades, aliases, equivalents) from steelName/getSpecExtend: an
 * ARIA 1.2 combobox (arrow keys move through the list, Enter chooses, Escape closes), no UI kit.
 */
export function GradePicker({ family = 'steel', placeholder, onPick, onEnter, onText, testId, clearOnPick, ariaLabel, required, invalid, describedBy }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const shown = useGradeSuggestions(text, family, 10);
  const expanded = open && shown.length > 0;

  const choose = (i: number) => {
    const o = shown[i];
    if (!o) return;
    onPick({ id: String(o.id), grade: o.grade, family: o.family });
    setText(clearOnPick ? '' : o.grade);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (shown.length) setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % shown.length : (a - 1 + shown.length) % shown.length));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0) choose(active);
      else if (onEnter && text.trim()) onEnter(text.trim());
    }
  };

  return (
    <div className="intel-combo">
      <input
        type="text"
        className="intel-control intel-combo__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-label={ariaLabel}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(e) => {
          setText(e.target.value);
          onText?.(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className="intel-combo__list" hidden={!expanded}>
        {shown.map((o, i) => (
          <li
            key={o.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`intel-combo__option${i === active ? ' intel-combo__option--active' : ''}`}
            data-testid="grade-option"
            // mousedown, not click: choosing must happen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
            }}
          >
            {o.grade}
            {o.standardCode ? <small className="intel-muted"> · {o.standardCode}</small> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
