import type { MaterialDetail } from '@/lib/materials/contract';

/** What a detail page shows that depends on the viewer, with what identifies the record. */
export type ViewerPart = Pick<MaterialDetail, 'id' | 'family' | 'grade' | 'isFavorite' | 'permission' | 'properties' | 'propertiesHidden'> & { system: string | null };

/**
 * The fields of a record that differ by viewer, picked on the server (this module has no 'use client')
 * so only they travel to the browser with the cached page.
 */
export function viewerPart(detail: MaterialDetail): ViewerPart {
  const { id, family, grade, standard, isFavorite, permission, properties, propertiesHidden } = detail;
  return { id, family, grade, system: standard?.system ?? null, isFavorite, permission, properties, propertiesHidden };
}
