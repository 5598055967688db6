import type { ItemParam, ParamValues } from './types';

export type ParamCheck = { ok: true; values: ParamValues } | { ok: false; key: string };

/**
 * Checks the parameters chosen for an item against the item's definitions (lib/cloud/types.ts
 * ItemParam): no unknown key, a choice among the item's options, a number within its limits. A
 * missing parameter takes its default; a required one without default is refused. Answers the
 * values to store (defaults filled in, numbers as numbers).
 */
export function checkParams(defs: readonly ItemParam[], values: ParamValues | undefined): ParamCheck {
  const given = values ?? {};
  for (const key of Object.keys(given)) if (!defs.some((d) => d.key === key)) return { ok: false, key };
  const out: ParamValues = {};
  for (const def of defs) {
    const raw = Object.hasOwn(given, def.key) ? given[def.key] : def.default;
    if (raw === undefined || raw === '') {
      if (def.required) return { ok: false, key: def.key };
      continue;
    }
    if (def.type === 'choice') {
      if (typeof raw !== 'string' || !def.options?.includes(raw)) return { ok: false, key: def.key };
      out[def.key] = raw;
    } else {
      const n = typeof raw === 'number' ? raw : /^[-+]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isFinite(n) || (def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max)) return { ok: false, key: def.key };
      out[def.key] = n;
    }
  }
  return { ok: true, values: out };
}
