'use client';
import { useSyncExternalStore } from 'react';
import { getToken, SESSION_EVENT } from '@/lib/session/client';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  return () => window.removeEventListener(SESSION_EVENT, onChange);
}

/**
 * Whether a token cookie is present. A hint for what to offer (history, favourites); the server
 * decides access on every call. Always false during server rendering.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => !!getToken(), () => false);
}
