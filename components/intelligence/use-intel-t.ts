import { useTranslations } from 'next-intl';
import type { LooseT } from '@/components/ui/use-loose-t';

/**
 * A translator for keys built at run time (properties, verdicts, rule names) for the components
 * that render on the server as well as in the browser (no 'use client': next-intl's
 * useTranslations works in both); client-only components may use useLooseT as well.
 */
export function useIntelT(namespace: 'Intelligence' | 'Materials' = 'Intelligence'): LooseT {
  return useTranslations(namespace) as unknown as LooseT;
}
