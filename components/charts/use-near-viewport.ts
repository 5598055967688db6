'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element is on screen or about to be (within `margin`). Charts wait for it before
 * fetching echarts, so a chart in a hidden tab or far below the fold costs nothing until seen.
 * Without IntersectionObserver (old browsers, jsdom) the answer is true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- feature detection only possible after mount
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
