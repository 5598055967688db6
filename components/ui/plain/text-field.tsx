'use client';
import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ZodForm } from './use-zod-form';

/**
 * A labelled text input of a `useZodForm` form with its translated error below (the error is a
 * message key). `type="password"` gets a show/hide button; `extra` sits next to the input (e.g.
 * "send code").
 */
export function TextField({
  form,
  name,
  label,
  extra,
  hint,
  ...rest
}: { form: ZodForm; name: string; label: ReactNode; extra?: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const t = useTranslations();
  const [shown, setShown] = useState(false);
  const error = form.errors[name];
  const isPassword = rest.type === 'password';
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={`field-${name}`}>
        {label}
      </label>
      <div className="field__control">
        <input className="field__input" {...rest} type={isPassword && shown ? 'text' : rest.type} {...form.input(name)} />
        {isPassword ? (
          <button type="button" className="field__toggle" aria-pressed={shown} aria-label={t(shown ? 'Common.hidePassword' : 'Common.showPassword')} onClick={() => setShown(!shown)}>
            {shown ? '◉' : '◎'}
          </button>
        ) : null}
        {extra}
      </div>
      {hint && !error ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={`field-${name}-error`} role="alert">
          {(t as (k: string) => string)(error)}
        </p>
      ) : null}
    </div>
  );
}
