/** The questionnaire's limits, without zod (the form in the browser reads them; the contract builds on them). */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A free-text answer's longest length (characters). */
export const TEXT_ANSWER_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** How many free-text answers per question the results show (newest first). */
export const RESULT_TEXTS = 50;
