import type { FormRule } from 'antd';
import type { z } from 'zod';
import type { AnyT } from './zod-rule';

/**
 * A module of schemas loaded once, on demand (a dynamic import): the first call starts the load,
 * later calls share it; a failed load is tried again at the next call. Declare it at module level:
 *
 *   const schemas = lazyModule(() => import('@/lib/cloud/contract-labs'));
 */
export function lazyModule<T>(loader: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= loader().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * `zodRule` (components/ui/zod-rule.ts) with the schema of a lazily loaded module, so an antd form
 * does not carry zod and its schemas in the screen's first load (issue 30, page weight): the check
 * waits for the module (start it early, e.g. on the form's first focus, so it is there already).
 * If the module cannot be loaded the field is left to the server, which checks it again and
 * answers in the caller's language.
 */
export function lazyZodRule<T>(load: () => Promise<T>, pick: (module: T) => z.ZodType, t: AnyT): FormRule {
  return {
    validator: async (_rule, value) => {
      const loaded = await load().catch(() => null);
      if (!loaded) return;
      const result = pick(loaded).safeParse(value ?? undefined);
      if (!result.success) throw new Error(t(result.error.issues[0].message));
    },
  };
}
