'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { useViewerDetail } from './use-viewer-detail';
import type { ViewerPart } from './viewer-part';

const ViewerContext = createContext<ViewerPart | null>(null);

/**
 * Holds the part of a cached detail page that depends on the viewer (favourite, level, property
 * rows): the visitor's values from the server first, the viewer's once their call answers. The rest
 * of the page is rendered on the server and never changes.
 */
export function ViewerDetailProvider({ initial, children }: { initial: ViewerPart; children: ReactNode }) {
  const value = useViewerDetail(initial);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** The viewer's part of the record (inside ViewerDetailProvider). */
export function useViewer(): ViewerPart {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewer needs a ViewerDetailProvider');
  return value;
}
