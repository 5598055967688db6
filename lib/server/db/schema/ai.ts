import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { CertificateCheck, ChartAnswer, Citation } from '../../../ai/contract';
import { users } from './auth';

/** A user's conversation with the AI assistant (ai/conversationsList … conversationsDel). */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/** One question and its answer (ai/conversationDetailSave, ai/stream), with the records it cites. */
export const aiTurns = pgTable(
  'ai_turns',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** answered | failed (a failure is kept as the assistant's turn, with retry). */
    status: varchar('status', { length: 16 }).notNull(),
    /** builtin | external */
    engine: varchar('engine', { length: 16 }).notNull(),
    intent: varchar('intent', { length: 16 }).notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    chart: jsonb('chart').$type<ChartAnswer | null>(),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_turns_conversation_idx').on(t.conversationId, t.id)],
);

/** A document a user uploaded to ask about (ai/documentSave): its file is owned by kind `aiDocument`. */
export const aiDocuments = pgTable(
  'ai_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** pdf | docx | text */
    format: varchar('format', { length: 8 }).notNull(),
    pages: integer('pages').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_documents_user_idx').on(t.userId, t.createdAt)],
);

/** The text of a document, extracted on the server, as passages (page, index on the page, text). */
export const aiDocumentPassages = pgTable(
  'ai_document_passages',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => aiDocuments.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('ai_document_passages_document_idx').on(t.documentId, t.page, t.position)],
);

/** A question asked about a document and its answer with the passages it quotes (ai/documentAsk). */
export const aiDocumentAnswers = pgTable(
  'ai_document_answers',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => aiDocuments.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    found: integer('found').notNull(),
    quotes: jsonb('quotes').$type<{ page: number; position: number; text: string }[]>().notNull().default([]),
    /** A compliance question's table: each stated value against the grade's requirement (null for other questions). */
    check: jsonb('check').$type<CertificateCheck>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_document_answers_document_idx').on(t.documentId, t.id)],
);
