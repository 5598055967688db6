import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The questionnaire (docs/QUESTIONNAIRE.md): questionnaires with their questions in both languages, and the
 * responses with one row per answered question. A response belongs to a user or to a visitor token, once per
 * questionnaire (the unique indexes are the rule, so two simultaneous answers cannot both be kept).
 */

export interface QuestionOptionJson {
  id: string;
  zh: string;
  en: string;
}

export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  /** Natural key of the seed (e.g. `portal-survey-2026`). */
  code: varchar('code', { length: 60 }).notNull().unique(),
  titleZh: varchar('title_zh', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 300 }).notNull(),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  /** The open questionnaire is the newest active one. */
  active: boolean('active').notNull().default(true),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** single | multiple | text | rating */
    kind: varchar('kind', { length: 10 }).notNull(),
    required: boolean('required').notNull().default(false),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    options: jsonb('options').$type<QuestionOptionJson[]>().notNull().default([]),
  },
  (t) => [index('questionnaire_questions_idx').on(t.questionnaireId, t.position), check('questionnaire_questions_kind', sql`${t.kind} in ('single', 'multiple', 'text', 'rating')`)],
);

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorToken: varchar('visitor_token', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_responses_user_uq').on(t.questionnaireId, t.userId),
    uniqueIndex('questionnaire_responses_visitor_uq').on(t.questionnaireId, t.visitorToken),
    check('questionnaire_responses_who', sql`${t.userId} is not null or ${t.visitorToken} is not null`),
  ],
);

/** One answered question of a response: an option (one row per chosen option), a text or a rating. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => questionnaireResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
    optionId: varchar('option_id', { length: 40 }),
    text: text('text'),
    rating: integer('rating'),
  },
  (t) => [index('questionnaire_answers_question_idx').on(t.questionId), index('questionnaire_answers_response_idx').on(t.responseId)],
);
