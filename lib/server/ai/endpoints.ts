import 'server-only';
import { aiCalls as calls } from '@/lib/ai/contract';
import { defineEndpoint, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { askOnce, askStream } from './ask';
import { chartRows, conversationDetail, deleteConversation, listConversations, saveConversation } from './conversations';
import { askDocument, deleteDocument, getDocument, listDocuments, saveDocument } from './documents';
import { xlsxDownload } from '@/lib/server/export/workbook';

/** The AI assistant's calls (issue 36; spec §7 AI): every one signed in, every conversation the caller's own. */
export const aiEndpoints = [
  defineEndpoint(calls.conversationsList, {
    access: USER,
    summary: "The caller's conversations with the assistant, most recent first, with the cap on stored conversations",
    handler: ({ db, input, user }) => listConversations(db, user!.id, input.page, input.pageSize),
  }),
  defineEndpoint(calls.conversationDetailList, {
    access: USER,
    summary: "One of the caller's conversations with its turns (question, answer, citations, chart), oldest first; another user's is 404",
    handler: ({ db, input, user }) => conversationDetail(db, user!.id, input.conversationId),
  }),
  defineEndpoint(calls.conversationsSave, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: 'Create a conversation (no conversationId; 409 at the cap) or rename one of the caller\'s',
    handler: ({ db, input, user, request }) => saveConversation(db, user!.id, input, request.at),
  }),
  defineEndpoint(calls.conversationsDel, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: "Delete one of the caller's conversations with its turns",
    handler: ({ db, input, user }) => deleteConversation(db, user!.id, input.conversationId),
  }),
  defineEndpoint(calls.conversationDetailSave, {
    access: USER,
    rateLimit: RATE_LIMITS.aiQuestion,
    summary: 'Ask a question (≤ 2,000 characters; in a new conversation without conversationId, or regenerate a turn): answered from the portal\'s data with citations and stored; an engine failure is a stored turn with status failed',
    handler: (ctx) => askOnce(ctx),
  }),
  defineEndpoint(calls.chartExport, {
    access: USER,
    binary: true,
    summary: "A chart answer of the caller's as an .xlsx workbook: grade, group, x and y of every plotted record",
    handler: async ({ db, input, user, t }) => {
      const { rows, name } = await chartRows(db, user!.id, input.turnId, t);
      return xlsxDownload(rows, name, `chart-${input.turnId}.xlsx`);
    },
  }),
  defineEndpoint(calls.stream, {
    access: USER,
    rateLimit: RATE_LIMITS.aiQuestion,
    stream: true,
    summary: "The same question answered as the AI SDK's UI message stream (data-conversation, the text in pieces, data-turn: the stored turn with its citations); a client that disconnects stops the work and nothing is stored",
    handler: (ctx) => askStream(ctx),
  }),
  defineEndpoint(calls.documentSave, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: "Read the caller's pending upload (PDF with a text layer, Word DOCX or UTF-8 text, ≤ 10 MB, ≤ 50 pages or DOCX parts) into passages; its file becomes readable only by the caller (owner kind aiDocument). A document that cannot be read (a damaged PDF or DOCX, a zip bomb) 400 with the reason",
    handler: ({ db, services, input, user }) => saveDocument(db, services.storage(), user!.id, input.fileId),
  }),
  defineEndpoint(calls.documentList, {
    access: USER,
    summary: "The caller's documents, most recent first",
    handler: ({ db, input, user }) => listDocuments(db, user!.id, input.page, input.pageSize),
  }),
  defineEndpoint(calls.documentGet, {
    access: USER,
    summary: "One of the caller's documents with its answers and the passages they quote; another user's is 404",
    handler: ({ db, input, user }) => getDocument(db, user!.id, input.documentId),
  }),
  defineEndpoint(calls.documentAsk, {
    access: USER,
    rateLimit: RATE_LIMITS.aiQuestion,
    summary: "A question about one of the caller's documents: the passages that answer, quoted with page and place, or \"not found in the document\"; a compliance question (\"does this certificate meet Q355B?\") answers each stated value against the grade's requirement in the database (pass, fail, unknown)",
    handler: ({ db, input, user, t, locale }) => askDocument(db, user!.id, input.documentId, input.question, t, locale),
  }),
  defineEndpoint(calls.documentsDel, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: "Delete one of the caller's documents with its passages and answers; its file is detached and removed by the file clean-up; another user's is 404",
    handler: ({ db, input, user }) => deleteDocument(db, user!.id, input.documentId),
  }),
];
