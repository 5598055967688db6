'use client';
import type { ParsedRow } from '@/lib/ranking/contract';

/** What the upload step hands the preview step (kept in this tab's sessionStorage, never on the server). */
export interface SimDraft {
  category: string;
  rows: ParsedRow[];
  /** Indicator → the text to score (the cell as written, or what the user typed). */
  values: Record<string, string>;
}

const KEY = 'rk-simulation-draft';

export function saveDraft(draft: SimDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function loadDraft(category: string): SimDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SimDraft | null;
    return draft && draft.category === category ? draft : null;
  } catch {
    return null;
  }
}
