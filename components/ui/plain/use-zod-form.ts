'use client';
import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;
type Values<S extends Shape> = { [K in keyof S]: string };
/** A check across fields (e.g. "the two passwords differ"): the message key of the problem, or null. */
type CrossCheck<S extends Shape> = (values: Values<S>) => Partial<Record<keyof S, string>> | null;

/**
 * A form's fields whose schemas are loaded on demand: the field names are known at once, the zod
 * schemas arrive with a dynamic import the first time the visitor focuses or types in the form
 * (and at the latest on submit). Sign-in pages use it so zod is not in their first load (issue 10).
 * Declare it at module level, so every form of the page shares one load:
 *
 *   const shape = lazyShape(['mobile', 'code'], () => import('./form-schemas').then((m) => m.codeLoginShape));
 */
export interface LazyShape<S extends Shape> {
  readonly fields: readonly (keyof S & string)[];
  /** The loaded schemas, or undefined while they load. */
  current(): S | undefined;
  load(): Promise<S>;
}

export function lazyShape<S extends Shape>(fields: readonly (keyof S & string)[], loader: () => Promise<S>): LazyShape<S> {
  let loaded: S | undefined;
  let pending: Promise<S> | undefined;
  return {
    fields,
    current: () => loaded,
    load() {
      pending ??= loader().then(
        (shape) => (loaded = shape),
        (error: unknown) => {
          pending = undefined; // a failed chunk load is tried again at the next focus or submit
          throw error;
        },
      );
      return pending;
    },
  };
}

function isLazy<S extends Shape>(shape: S | LazyShape<S>): shape is LazyShape<S> {
  return typeof (shape as LazyShape<S>).load === 'function' && Array.isArray((shape as LazyShape<S>).fields);
}

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
export function useZodForm<S extends Shape>(shape: S | LazyShape<S>, options: { initial?: Partial<Values<S>>; cross?: CrossCheck<S> } = {}) {
  const keys = (isLazy(shape) ? [...shape.fields] : Object.keys(shape)) as (keyof S & string)[];
  const [values, setValues] = useState<Values<S>>(() => Object.fromEntries(keys.map((k) => [k, options.initial?.[k] ?? ''])) as Values<S>);
  const [errors, setErrors] = useState<Partial<Record<keyof S, string>>>({});
  const touched = useRef(new Set<keyof S>());
  // The values as last rendered, for checks that run after an await (lazy schemas, submit).
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  // Re-render once the lazy schemas arrive, so checks that waited for them show their messages.
  const [, schemasArrived] = useReducer((n: number) => n + 1, 0);

  const schemas = (): S | undefined => (isLazy(shape) ? shape.current() : shape);
  function ensure(): Promise<S> {
    const now = schemas();
    if (now) return Promise.resolve(now);
    const lazy = shape as LazyShape<S>;
    return lazy.load().then((loaded) => {
      schemasArrived();
      return loaded;
    });
  }

  /** The field's message key, or undefined; no message while the schemas are still loading. */
  function check(name: keyof S & string, all: Values<S>): string | undefined {
    const current = schemas();
    if (!current) return undefined;
    const raw = all[name];
    const result = current[name].safeParse(raw === '' ? undefined : raw);
    if (!result.success) return result.error.issues[0]?.message;
    return options.cross?.(all)?.[name];
  }

  async function validate(name: keyof S & string): Promise<boolean> {
    await ensure().catch(() => undefined);
    const message = check(name, latest.current);
    setErrors((e) => ({ ...e, [name]: message }));
    return !message;
  }

  function set(name: keyof S & string, value: string) {
    const isTouched = touched.current.has(name);
    void ensure().catch(() => undefined);
    setValues((prev) => {
      const next = { ...prev, [name]: value };
      // Idempotent, so React may run this updater twice.
      if (isTouched) setErrors((e) => ({ ...e, [name]: check(name, next) }));
      return next;
    });
  }

  /**
   * After a successful send: the fields back to their first values, untouched, without messages (emptying a field with
   * `set` after a send showed "please enter …" under it, as the field was touched by the submit).
   */
  function reset(names: readonly (keyof S & string)[] = keys) {
    for (const name of names) touched.current.delete(name);
    setValues((prev) => ({ ...prev, ...Object.fromEntries(names.map((k) => [k, options.initial?.[k] ?? ''])) }));
    setErrors((e) => {
      const next = { ...e };
      for (const name of names) delete next[name];
      return next;
    });
  }

  /** The props of a text input bound to a field: value, change, focus, blur and the ARIA error link. */
  function input(name: keyof S & string) {
    return {
      id: `field-${name}`,
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(name, e.target.value),
      onFocus: () => void ensure().catch(() => undefined),
      onBlur: () => {
        touched.current.add(name);
        void validate(name);
      },
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `field-${name}-error` : undefined,
    };
  }

  function submit(onValid: (values: { [K in keyof S]: z.output<S[K]> }) => void | Promise<void>) {
    function run(current: S) {
      const all = latest.current;
      const found: Partial<Record<keyof S, string>> = {};
      const parsed: Record<string, unknown> = {};
      for (const k of keys) {
        touched.current.add(k);
        const message = check(k, all);
        if (message) found[k] = message;
        else parsed[k] = current[k].parse(all[k] === '' ? undefined : all[k]);
      }
      setErrors(found);
      const first = keys.find((k) => found[k]);
      if (first) {
        document.getElementById(`field-${first}`)?.focus();
        return;
      }
      return onValid(parsed as { [K in keyof S]: z.output<S[K]> });
    }
    return (event?: FormEvent) => {
      event?.preventDefault();
      const current = schemas();
      // Submitted before the schemas arrived (a fast visitor, a slow network): check once they are here.
      if (!current) return ensure().then(run);
      return run(current);
    };
  }

  return { values, errors, set, input, validate, submit, setErrors, reset };
}

/** What a field component needs of a form (method syntax: any form's field names fit). */
export interface ZodForm {
  errors: Partial<Record<string, string>>;
  input(name: string): ReturnType<ReturnType<typeof useZodForm<Shape>>['input']>;
}
