'use client';
import { useEffect, useRef } from 'react';
import type { ZodForm } from '@/components/ui/plain/use-zod-form';

interface CheckedForm extends ZodForm {
  values: Record<string, string>;
  setErrors: (update: (errors: Partial<Record<string, string>>) => Partial<Record<string, string>>) => void;
}

/**
 * A check only the server can answer (is this number registered, is this user name free), on top
 * of the field's zod check: run when the field loses focus and again before the form is sent.
 * `problemOf(value)` answers a message key or null, and null for a value the zod check refuses
 * (that message is shown instead). A failed request lets the server decide on submit.
 * `field` is the form to hand to the TextField of that field.
 */
export function useRemoteCheck(form: CheckedForm, name: string, problemOf: (value: string) => Promise<string | null>) {
  const latest = useRef('');
  const value = form.values[name];
  useEffect(() => {
    latest.current = value;
  }, [value]);

  async function check(value: string): Promise<boolean> {
    const key = await problemOf(value).catch(() => null);
    // An answer about a number the visitor has changed since is dropped.
    if (key && latest.current.trim() === value.trim()) form.setErrors((e) => ({ ...e, [name]: key }));
    return !key;
  }

  const field: ZodForm = {
    errors: form.errors,
    input(n: string) {
      const props = form.input(n);
      if (n !== name) return props;
      return {
        ...props,
        onBlur: () => {
          props.onBlur();
          void check(latest.current);
        },
      };
    },
  };
  return { check, field };
}
