import { z } from '@/lib/zod';
import { call, dbId, intParam } from '@/lib/contract';
import { QUESTION_KINDS, RATING_MAX, RATING_MIN, RESULT_TEXTS, TEXT_ANSWER_MAX, type QuestionKind } from './rules';

/**
 * The questionnaire (spec sections 1 and 7: `question/save`; route /questionnaire). One questionnaire is open at a
 * time; its questions are rows of the database (single choice, multiple choice, free text, a 1–5 rating; each
 * required or not), written in both languages. Anyone answers it once: a signed-in user once per account, a visitor
 * once per visitor token (the token of `saveVisitData`, kept by the browser). Administrators (permission
 * admin:console) read the results: counts per option, the rating's distribution and mean, the latest texts.
 */

export { QUESTION_KINDS, RATING_MAX, RATING_MIN, RESULT_TEXTS, TEXT_ANSWER_MAX, type QuestionKind };

const VISITOR_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const optionId = z.string({ error: 'Questionnaire.unknownOption' }).regex(/^[a-z0-9-]{1,40}$/, 'Questionnaire.unknownOption');

/** One answer: the question and, by its kind, the chosen option(s), the text or the rating. */
export const answerSchema = z.object({
  questionId: dbId('Questionnaire.unknownQuestion'),
  optionIds: z.array(optionId).max(20, 'Questionnaire.unknownOption').optional(),
  text: z.string({ error: 'Questionnaire.textTooLong' }).trim().max(TEXT_ANSWER_MAX, 'Questionnaire.textTooLong').optional(),
  rating: intParam(RATING_MIN, RATING_MAX, 'Questionnaire.badRating').optional(),
});
export type AnswerInput = z.infer<typeof answerSchema>;

export const saveAnswersSchema = z.object({
  questionnaireId: dbId('Questionnaire.notFound'),
  /** The browser's visitor token (saveVisitData); required when not signed in. */
  visitorToken: z.string().regex(VISITOR_TOKEN, 'Questionnaire.visitorTokenRequired').optional(),
  answers: z.array(answerSchema).max(100, 'Questionnaire.unknownQuestion'),
});
export type SaveAnswersInput = z.infer<typeof saveAnswersSchema>;

export const getQuestionnaireSchema = z.object({
  visitorToken: z.string().regex(VISITOR_TOKEN, 'Questionnaire.visitorTokenRequired').optional(),
});

export const resultsSchema = z.object({ questionnaireId: dbId('Questionnaire.notFound').optional() });

export interface QuestionOption {
  id: string;
  label: string;
}

export interface QuestionView {
  id: number;
  kind: QuestionKind;
  required: boolean;
  text: string;
  /** Choice questions only (empty otherwise). */
  options: QuestionOption[];
}

export interface QuestionnaireView {
  id: number;
  title: string;
  intro: string;
  /** Demo content (seeded): the page says so. */
  demo: boolean;
  questions: QuestionView[];
  /** Whether the caller (the signed-in user, else the visitor token sent) has answered already. */
  answered: boolean;
}

export interface QuestionResult {
  id: number;
  kind: QuestionKind;
  text: string;
  required: boolean;
  /** How many responses answered this question. */
  answered: number;
  /** Choice questions: every option with its count, in the question's order. */
  options: { id: string; label: string; count: number }[];
  /** Rating questions: the count per score 1–5 and the mean (null without answers). */
  ratings: { score: number; count: number }[];
  mean: number | null;
  /** Text questions: the newest answers (at most RESULT_TEXTS). */
  texts: { text: string; at: string }[];
}

export interface QuestionnaireResults {
  id: number;
  title: string;
  demo: boolean;
  /** All responses, and those of signed-in users and of visitors. */
  responses: number;
  signedIn: number;
  visitors: number;
  /** ISO 8601 of the last response, or null. */
  lastAt: string | null;
  questions: QuestionResult[];
}

export const questionnaireCalls = {
  get: call('GET', 'question/get', getQuestionnaireSchema).returns<QuestionnaireView>(),
  save: call('POST', 'question/save', saveAnswersSchema).returns<{ id: number }>(),
  results: call('GET', 'question/results', resultsSchema).returns<QuestionnaireResults>(),
};

