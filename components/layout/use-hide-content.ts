'use client';
import { useSearchParams } from 'next/navigation';
import { shouldHideContent } from '@/lib/session/rules';

/** The hide-content flag of the current page (false in the embedded cxl=1 view). */
export function useHideContent(): boolean {
  const params = useSearchParams();
  return shouldHideContent(new URLSearchParams(params.toString()));
}
