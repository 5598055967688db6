'use client';
import type { ReactNode } from 'react';

/** What the plain choice fields need of a `useZodForm` form. */
export interface ChoiceForm {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  set(name: string, value: string): void;
}

/** A group of radio buttons bound to a form field; `buttons` shows them as a segmented control. */
export function ChoiceField({ form, name, label, options, buttons }: { form: ChoiceForm; name: string; label: ReactNode; options: { value: string; label: ReactNode }[]; buttons?: boolean }) {
  return (
    <fieldset className={`field auth-choice${buttons ? ' auth-choice--buttons' : ''}`}>
      <legend className="field__label">{label}</legend>
      <div className="auth-choice__options">
        {options.map((o) => (
          <label key={o.value} className="auth-choice__option">
            <input type="radio" name={name} value={o.value} checked={form.values[name] === o.value} onChange={() => form.set(name, o.value)} data-testid={`${name}-${o.value}`} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
