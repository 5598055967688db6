import type { InferUIMessageChunk, UIMessage } from 'ai';
import { z } from '@/lib/zod';
import { call } from '@/lib/contract';
import { dbId, intParam } from '@/lib/contract';

/**
 * The AI assistant (issue 36; spec §1 "AI assistant", §2 `/ai`, §7 AI calls): conversations and their
 * turns, a question answered as one stored turn (`conversationDetailSave`) or streamed as the AI SDK's
 * UI message stream (`ai/stream`, the dispatcher's streaming mode). Every number of an answer comes from the
 * portal's data through the tools of lib/server/ai and is cited.
 */

import { QUESTION_MAX, TITLE_MAX } from './limits';

export { CONVERSATION_CAP, DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PAGES, QUESTION_MAX, TITLE_MAX, TURNS_PER_CONVERSATION } from './limits';

const question = z
  .string({ error: 'Ai.questionRequired' })
  .trim()
  .min(1, 'Ai.questionRequired')
  .max(QUESTION_MAX, 'Ai.questionTooLong');

export const conversationsListSchema = z.object({
  page: intParam(1, 10000).optional().default(1),
  pageSize: intParam(1, 100).optional().default(50),
});

export const conversationIdSchema = z.object({ conversationId: dbId('Ai.conversationIdInvalid') });

export const turnIdSchema = z.object({ turnId: dbId('Ai.turnIdInvalid') });

export const conversationsSaveSchema = z.object({
  /** Absent: create; present: rename. */
  conversationId: dbId('Ai.conversationIdInvalid').optional(),
  title: z.string({ error: 'Ai.titleRequired' }).trim().min(1, 'Ai.titleRequired').max(TITLE_MAX, 'Ai.titleTooLong'),
});

export const askSchema = z.object({
  /** Absent: a new conversation titled after the question. */
  conversationId: dbId('Ai.conversationIdInvalid').optional(),
  question,
  /** Regenerate: answer this turn's question again, replacing its answer. */
  regenerateTurnId: dbId('Ai.turnIdInvalid').optional(),
});
export type AskInput = z.infer<typeof askSchema>;

export const documentSaveSchema = z.object({
  /** The caller's pending upload (SystemManager/fileUpload, kind attachment). */
  fileId: z.string({ error: 'Ai.fileIdInvalid' }).uuid('Ai.fileIdInvalid'),
});
export const documentIdSchema = z.object({ documentId: dbId('Ai.documentIdInvalid') });
export const documentAskSchema = z.object({ documentId: dbId('Ai.documentIdInvalid'), question });

/** A passage of a document quoted in an answer. */
export interface Quote {
  page: number;
  /** The passage's place on its page, from 1. */
  position: number;
  text: string;
}

export interface AiDocument {
  id: number;
  name: string;
  /** A docx has no fixed pages: its `pages` are the parts between manual page breaks. */
  format: 'pdf' | 'docx' | 'text';
  pages: number;
  size: number;
  passages: number;
  /** The file through SystemManager/fileDownload (only the uploader may read it). */
  url: string;
  createdAt: string;
}

export interface DocumentAnswer {
  id: number;
  question: string;
  answer: string;
  /** Whether the document holds what was asked. */
  found: boolean;
  quotes: Quote[];
  /** A compliance question ("does this certificate meet Q355B?"): each stated value against the grade. */
  check: CertificateCheck | null;
  createdAt: string;
}

/** Why a value could not be judged. */
export const CHECK_REASONS = ['noRequirement', 'noThickness', 'outsideBands', 'temperature'] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

/** One stated value of a certificate against the grade's requirement in the database. */
export interface CheckRow {
  /** yield | tensile | elongation | impact, or an element symbol. */
  quantity: string;
  unit: string;
  value: number;
  /** Impact energy: the certificate's average, its one value, or the lowest of several. */
  basis: 'average' | 'single' | 'lowest' | null;
  /** Impact energy: the test temperature the certificate states (°C). */
  temperature: number | null;
  page: number;
  position: number;
  /** The requirement as stored (its bounds and the text of its source), null when the database has none that applies. */
  requirement: { min: number | null; max: number | null; raw: string | null; thickness: string | null; temperature: number | null } | null;
  result: 'pass' | 'fail' | 'unknown';
  reason: CheckReason | null;
}

export interface CertificateCheck {
  grade: string;
  /** The grade's record: its detail page (without the language prefix), standard, data set and first source link. */
  href: string;
  standard: string | null;
  dataset: string;
  sourceUrl: string | null;
  /** The product thickness the certificate states (mm), used to pick the thickness band. */
  thickness: number | null;
  rows: CheckRow[];
}

export const CITATION_KINDS = ['material', 'dataset', 'researchData', 'standard', 'library', 'rule'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

/** A source an answer used: the record's page (a path without the language prefix) and what it is. */
export interface Citation {
  kind: CitationKind;
  title: string;
  /** The page of the record (e.g. /mind/seeDetail?id=12), null when it has none. */
  href: string | null;
  /** One line: grade system and standard, data set code, rule… (data, in its own language). */
  detail: string | null;
  /** The data set the record comes from (its code), when it is a material record. */
  dataset: string | null;
  /** The record's original source (a producer's or a standard's page), when the data set names one. */
  sourceUrl: string | null;
}

/** A chart answer: points from queried records, drawn by components/charts/echart.tsx. */
export interface ChartAnswer {
  kind: 'scatter';
  x: { key: string; label: string; unit: string };
  y: { key: string; label: string; unit: string };
  points: { id: string; name: string; x: number; y: number; group: string; href: string }[];
}

export const ENGINES = ['builtin', 'external'] as const;
export type Engine = (typeof ENGINES)[number];
export const TURN_STATUSES = ['answered', 'failed'] as const;
export type TurnStatus = (typeof TURN_STATUSES)[number];

/** The intents the built-in engine recognises (lib/ai/intent.ts); `model` is an answer of the external model. */
export const INTENTS = ['equivalent', 'welding', 'comparison', 'lookup', 'value', 'filter', 'explain', 'chart', 'unsupported', 'unknown', 'model'] as const;
export type Intent = (typeof INTENTS)[number];

export interface Turn {
  id: number;
  conversationId: number;
  question: string;
  answer: string;
  status: TurnStatus;
  engine: Engine;
  intent: Intent;
  citations: Citation[];
  chart: ChartAnswer | null;
  /** Questions the reader may ask next (in the reader's language). */
  suggestions: string[];
  createdAt: string;
}

export interface Conversation {
  id: number;
  title: string;
  turns: number;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationList {
  list: Conversation[];
  total: number;
  page: number;
  pageSize: number;
  /** The cap on stored conversations (CONVERSATION_CAP). */
  cap: number;
}

export interface AskAnswer {
  conversation: Conversation;
  turn: Turn;
}

/**
 * The data parts of `ai/stream`'s answer, the AI SDK's UI message stream (docs/AI.md "The stream"):
 * `data-conversation` (transient) names the conversation the question went to; `data-turn` is the
 * stored turn, with its citations, chart and suggestions, sent once it is saved. The answer's text
 * comes as text parts; a new text part replaces the one before (the external model failed and the
 * built-in engine answers instead).
 */
export type AiDataParts = { conversation: Conversation; turn: Turn };
export type AiUIMessage = UIMessage<unknown, AiDataParts>;
/** One chunk of `ai/stream`'s UI message stream. */
export type AiStreamChunk = InferUIMessageChunk<AiUIMessage>;

export const aiCalls = {
  conversationsList: call('GET', 'ai/conversationsList', conversationsListSchema).returns<ConversationList>(),
  conversationDetailList: call('GET', 'ai/conversationDetailList', conversationIdSchema).returns<{ conversation: Conversation; turns: Turn[] }>(),
  conversationsSave: call('POST', 'ai/conversationsSave', conversationsSaveSchema).returns<Conversation>(),
  conversationsDel: call('POST', 'ai/conversationsDel', conversationIdSchema).returns<{ deleted: number }>(),
  /** Spec §7: an AI call's failure goes to the success handler, so the screen reads the envelope itself. */
  conversationDetailSave: call('POST', 'ai/conversationDetailSave', askSchema).envelope().returns<AskAnswer>(),
  /** A chart answer's points as an Excel workbook (grade, group, x, y). */
  chartExport: call('GET', 'ai/chartExport', turnIdSchema).xlsx(),
  /** The same question answered as the AI SDK's UI message stream (AiStreamChunk). */
  stream: call('POST', 'ai/stream', askSchema).envelope().returns<AiStreamChunk>(),
  /** Reads the caller's uploaded PDF, Word DOCX or text file into passages (≤ 10 MB, ≤ 50 pages). */
  documentSave: call('POST', 'ai/documentSave', documentSaveSchema).returns<AiDocument>(),
  documentList: call('GET', 'ai/documentList', conversationsListSchema).returns<{ list: AiDocument[]; total: number }>(),
  documentGet: call('GET', 'ai/documentGet', documentIdSchema).returns<{ document: AiDocument; answers: DocumentAnswer[] }>(),
  /** A question about one of the caller's documents, answered by quoting its passages (page and passage). */
  documentAsk: call('POST', 'ai/documentAsk', documentAskSchema).returns<DocumentAnswer>(),
  /** Deletes one of the caller's documents with its passages and answers; its file is detached (the clean-up removes it). */
  documentsDel: call('POST', 'ai/documentsDel', documentIdSchema).returns<{ id: number }>(),
};
