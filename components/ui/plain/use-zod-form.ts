'use client';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;
type Values<S extends Shape> = { [K in keyof S]: string };
/** A check across fields (e.g. "the two passwords differ"): the message key of the problem, or null. */
type CrossCheck<S extends Shape> = (values: Values<S>) => Partial<Record<keyof S, string>> | null;

/**
 * A form's state and checks without a UI kit (issue 10, page weight): each field is checked with the
 * zod schema the endpoint uses, so the browser shows the same message (a key of the message
 * catalogue) as the server would. A field is checked when it loses focus and again on submit;
 * `submit` calls `onValid` with the parsed values only when every field passes.
 *
 *   const form = useZodForm({ mobile: mobileField, code: smsCodeField });
 *   <form onSubmit={form.submit((v) => save(v))} noValidate>
 *     <TextField form={form} name="mobile" label={t('Auth.form.mobile')} />
 */
export function useZodForm<S extends Shape>(shape: S, options: { initial?: Partial<Values<S>>; cross?: CrossCheck<S> } = {}) {
  const keys = Object.keys(shape) as (keyof S & string)[];
  const [values, setValues] = useState<Values<S>>(() => Object.fromEntries(keys.map((k) => [k, options.initial?.[k] ?? ''])) as Values<S>);
  const [errors, setErrors] = useState<Partial<Record<keyof S, string>>>({});
  const touched = useRef(new Set<keyof S>());

  function check(name: keyof S & string, all: Values<S>): string | undefined {
    const raw = all[name];
    const result = shape[name].safeParse(raw === '' ? undefined : raw);
    if (!result.success) return result.error.issues[0]?.message;
    return options.cross?.(all)?.[name];
  }

  function validate(name: keyof S & string): boolean {
    const message = check(name, values);
    setErrors((e) => ({ ...e, [name]: message }));
    return !message;
  }

  function set(name: keyof S & string, value: string) {
    const isTouched = touched.current.has(name);
    setValues((prev) => {
      const next = { ...prev, [name]: value };
      // Idempotent, so React may run this updater twice.
      if (isTouched) setErrors((e) => ({ ...e, [name]: check(name, next) }));
      return next;
    });
  }

  /** The props of a text input bound to a field: value, change, blur and the ARIA error link. */
  function input(name: keyof S & string) {
    return {
      id: `field-${name}`,
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(name, e.target.value),
      onBlur: () => {
        touched.current.add(name);
        validate(name);
      },
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `field-${name}-error` : undefined,
    };
  }

  function submit(onValid: (values: { [K in keyof S]: z.output<S[K]> }) => void | Promise<void>) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const all = values;
      const found: Partial<Record<keyof S, string>> = {};
      const parsed: Record<string, unknown> = {};
      for (const k of keys) {
        touched.current.add(k);
        const message = check(k, all);
        if (message) found[k] = message;
        else parsed[k] = shape[k].parse(all[k] === '' ? undefined : all[k]);
      }
      setErrors(found);
      const first = keys.find((k) => found[k]);
      if (first) {
        document.getElementById(`field-${first}`)?.focus();
        return;
      }
      return onValid(parsed as { [K in keyof S]: z.output<S[K]> });
    };
  }

  return { values, errors, set, input, validate, submit, setErrors };
}

/** What a field component needs of a form (method syntax: any form's field names fit). */
export interface ZodForm {
  errors: Partial<Record<string, string>>;
  input(name: string): ReturnType<ReturnType<typeof useZodForm<Shape>>['input']>;
}
