import type { FormRule } from 'antd';
import type { z } from 'zod';

/** next-intl's typed translator, or any function from a message key to text. */
export type AnyT = (key: any, values?: any) => string;

/** Looks up a key computed at run time (role names, zod issue keys) with the typed translator. */
export function loose(t: AnyT): (key: string, values?: Record<string, string | number>) => string {
  return t as (key: string, values?: Record<string, string | number>) => string;
}

/**
 * An antd Form rule (the personal centre's antd forms; the plain forms of public pages use
 * useZodForm) from the zod schema the endpoint uses, so the browser shows the same
 * message (a key of the message catalogue, translated with `t`) as the server would.
 */
export function zodRule(schema: z.ZodType, t: AnyT): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(t(result.error.issues[0].message));
    },
  };
}

/** "Two passwords inconsistent": compares with another field of the same form. */
export function sameAsRule(field: string, t: AnyT): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (!value) throw new Error(t('Auth.confirmPasswordRequired'));
      if (value !== getFieldValue(field)) throw new Error(t('Auth.passwordsInconsistent'));
    },
  });
}
