'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

export type LooseT = ((key: string, values?: Record<string, string | number>) => string) & { has: (key: string) => boolean };

/** A translator for keys built at run time (element symbols, rule names, message keys from the server). */
export function useLooseT(namespace: 'Intelligence' | 'Materials'): LooseT {
  const t = useTranslations(namespace);
  return useMemo(() => {
    const fn = (key: string, values?: Record<string, string | number>) => t(key as never, values as never) as string;
    return Object.assign(fn, { has: (key: string) => t.has(key as never) });
  }, [t]);
}
