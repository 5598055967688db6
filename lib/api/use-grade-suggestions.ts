'use client';
import { useEffect, useState } from 'react';
import { type MaterialFamily, type SpecSuggestion } from '@/lib/materials/contract';
import { materialCalls } from '@/lib/api/calls/materials';
import { useCall } from './use-call';

const EMPTY: SpecSuggestion[] = [];

/**
 * Grade suggestions while typing (steelName/getSpecExtend), asked once the text has rested for
 * `delayMs`; SWR keeps a late answer for older text from replacing a newer one.
 */
export function useGradeSuggestions(text: string, family: MaterialFamily, limit: number, delayMs = 200): SpecSuggestion[] {
  const keyword = text.trim();
  const [settled, setSettled] = useState(keyword);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(keyword), delayMs);
    return () => window.clearTimeout(timer);
  }, [keyword, delayMs]);
  const { data } = useCall(materialCalls.specExtend, settled ? { keyword: settled, family, limit } : null, { keepPreviousData: false });
  return keyword && Array.isArray(data) ? data : EMPTY;
}
