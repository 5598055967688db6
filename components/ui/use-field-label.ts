import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { fieldLabel, type FieldDef, type MessageOf } from '@/lib/units';

/** The root translator for full message keys made at run time (field definitions name their labels and units so). */
export function useMessageOf(): MessageOf {
  const t = useTranslations();
  return useCallback((key: string, values?: Record<string, string | number>) => t(key as never, values as never) as string, [t]);
}

/**
 * A field definition's label with its unit in the page's language (the unit rule, lib/units.ts): "厚度（mm）",
 * "Thickness (mm)". No 'use client': server components and client islands alike.
 */
export function useFieldLabel(): (field: Pick<FieldDef, 'label' | 'unit'>) => string {
  const m = useMessageOf();
  const locale = useLocale();
  return useMemo(() => (field: Pick<FieldDef, 'label' | 'unit'>) => fieldLabel(field, m, locale), [m, locale]);
}
