'use client';
import { useCall } from '@/lib/api/use-call';
import { materialFamilyCalls, type MaterialDetail } from '@/lib/materials/contract';

/**
 * The cached detail page carries the record as a visitor sees it. After load the record is asked
 * for again with the viewer's session (the endpoint's per-process cache answers it quickly, and it
 * counts the view): favourite flag, permission level and the property rows the viewer may see.
 * Until then, and if that call fails, the visitor's record is shown.
 */
export function useViewerDetail(detail: MaterialDetail): MaterialDetail {
  const { data } = useCall(materialFamilyCalls[detail.family].detail, { id: detail.id });
  return data && data.id === detail.id ? data : detail;
}
