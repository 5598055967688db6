'use client';
import { useMemo } from 'react';
import { useCall } from '@/lib/api/use-call';
import { materialFamilyCalls } from '@/lib/api/calls/materials';
import type { ViewerPart } from './viewer-part';

/**
 * The cached detail page carries the record as a visitor sees it. After load the record is asked
 * for again with the viewer's session (the endpoint's per-process cache answers it quickly, and it
 * counts the view): favourite flag, permission level and the property rows the viewer may see.
 * Until then, and if that call fails, the visitor's record is shown.
 */
export function useViewerDetail(initial: ViewerPart): ViewerPart {
  const { data } = useCall(materialFamilyCalls[initial.family].detail, { id: initial.id });
  return useMemo(() => {
    if (!data || data.id !== initial.id) return initial;
    const { isFavorite, permission, properties, propertiesHidden } = data;
    return { ...initial, isFavorite, permission, properties, propertiesHidden };
  }, [data, initial]);
}
