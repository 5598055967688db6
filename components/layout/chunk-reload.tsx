'use client';
import { useEffect } from 'react';
import { LIMITS, STORAGE } from '@/lib/session/constants';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/session/rules';

/** A failed chunk load (a new deployment) reloads the page, at most once a minute. */
export function ChunkReload() {
  useEffect(() => {
    function handle(reason: unknown) {
      if (!isChunkLoadError(reason)) return;
      let last: number | null = null;
      try {
        const stored = sessionStorage.getItem(STORAGE.chunkReloadAt);
        last = stored ? Number(stored) : null;
      } catch {
        /* ignore */
      }
      const now = Date.now();
      if (!shouldReloadAfterChunkError(last, now, LIMITS.chunkReloadGuardMs)) return;
      try {
        sessionStorage.setItem(STORAGE.chunkReloadAt, String(now));
      } catch {
        /* ignore */
      }
      window.location.reload();
    }
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
