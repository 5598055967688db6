import type { AnswerInput, QuestionView } from '@/lib/questionnaire/contract';

/** What the form holds per question id: chosen option ids, a rating, or a text. */
export type Draft = Record<number, string[] | number | string | undefined>;

/** The answer sent for one question, or null when it says nothing (no option, an empty text). */
export function answerOf(q: QuestionView, value: Draft[number]): AnswerInput | null {
  if (q.kind === 'single' || q.kind === 'multiple') return Array.isArray(value) && value.length ? { questionId: q.id, optionIds: value } : null;
  if (q.kind === 'rating') return typeof value === 'number' ? { questionId: q.id, rating: value } : null;
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? { questionId: q.id, text } : null;
}

/** The number (1-based) of the first required question without an answer, or null. */
export function firstMissing(questions: readonly QuestionView[], draft: Draft): number | null {
  const i = questions.findIndex((q) => q.required && answerOf(q, draft[q.id]) === null);
  return i >= 0 ? i + 1 : null;
}

/** A visitor token as `saveVisitData` accepts it (16–64 of A–Z a–z 0–9 _ -), for a browser that has none yet. */
export function newVisitorToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
