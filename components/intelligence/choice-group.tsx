'use client';
import { useId } from 'react';

interface Props<V extends string> {
  /** The group's name, read before its options (a visible legend or, with `hideLegend`, for assistive technology only). */
  legend: string;
  hideLegend?: boolean;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  testId?: string;
}

/** One choice among a few, side by side (a "segmented" control): native radio buttons in a fieldset. */
export function ChoiceGroup<V extends string>({ legend, hideLegend, value, options, onChange, disabled, testId }: Props<V>) {
  const name = useId();
  return (
    <fieldset className="intel-choice" disabled={disabled} data-testid={testId}>
      <legend className={hideLegend ? 'sr-only' : 'intel-choice__legend'}>{legend}</legend>
      <span className="intel-choice__options">
        {options.map((o) => (
          <label key={o.value} className={`intel-choice__option${o.value === value ? ' intel-choice__option--on' : ''}`}>
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
