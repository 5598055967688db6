'use client';
import type { SelectHTMLAttributes } from 'react';
import './native-select.css';

export interface NativeOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/**
 * A native <select> with antd Select's value / onChange contract (the option's value, not an event),
 * so it can stand in an antd Form.Item without antd's Select (issue 30, page weight: ≈ 27 KB gz
 * on a screen). Values may be numbers (ids): the options are addressed by position. With no value
 * the placeholder is shown (not selectable again once a value is chosen). A list's filter with an "any"
 * choice is `FilterSelect` (./filter-select.tsx).
 */
export function NativeSelect<V extends string | number>({
  value,
  onChange,
  options,
  placeholder,
  small,
  className,
  ...rest
}: {
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  options: readonly NativeOption<V>[];
  placeholder?: string;
  small?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'defaultValue' | 'multiple'>) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <select
      {...rest}
      className={`native-select${small ? ' native-select--small' : ''}${className ? ` ${className}` : ''}`}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange?.(e.target.value === '' ? undefined : options[Number(e.target.value)]?.value)}
    >
      {index < 0 && (
        <option value="" disabled>
          {placeholder ?? ''}
        </option>
      )}
      {options.map((o, i) => (
        <option key={`${o.value}`} value={String(i)} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
