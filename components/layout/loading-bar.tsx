'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@/lib/session/constants';

/**
 * A thin progress bar for client navigations: it appears only when a navigation takes longer
 * than the 200 ms throttle and gives up after 5 s (spec section 9).
 */
export function LoadingBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = (event.target as HTMLElement | null)?.closest?.('a');
      if (!anchor || anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const href = anchor.getAttribute('href');
      if (!href || href.startsWith('#') || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
      clearTimeout(timer.current);
      clearTimeout(stop.current);
      timer.current = setTimeout(() => setState('loading'), LIMITS.loadingBarThrottleMs);
      stop.current = setTimeout(() => setState('idle'), LIMITS.loadingBarDurationMs);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    clearTimeout(timer.current);
    clearTimeout(stop.current);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the bar reacts to navigation finishing
    setState((s) => (s === 'loading' ? 'done' : 'idle'));
    const id = setTimeout(() => setState('idle'), 300);
    return () => clearTimeout(id);
  }, [pathname, search]);

  return <div className={`loading-bar loading-bar--${state}`} role="progressbar" aria-hidden={state === 'idle'} />;
}
