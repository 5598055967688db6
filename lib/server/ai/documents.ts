import 'server-only';
import { and, count, desc, eq, asc } from 'drizzle-orm';
import { fileDownloadPath } from '@/lib/files/contract';
import { DOCUMENT_QUOTES } from '@/lib/ai/limits';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PAGES, type AiDocument, type DocumentAnswer, type Quote } from '@/lib/ai/contract';
import { findPassages, joinLine, linesToPassages, type LinePiece, type Passage } from '@/lib/ai/document-match';
import { badRequest, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { aiDocumentAnswers, aiDocumentPassages, aiDocuments, files } from '@/lib/server/db/schema';
import { attachFiles, detachFiles, readStoredFile, type FileOwner } from '@/lib/server/files/service';
import type { FileStorage } from '@/lib/server/files/storage';
import { isComplianceQuestion } from '@/lib/ai/certificate';
import type { Locale } from '@/lib/i18n/routing';
import type { Translate } from '@/lib/server/api/types';
import { checkCertificate } from './certificate';
import { docxPages } from './docx';
import { readingDocument } from '@/lib/server/files/unreadable';

/** The file service's owner kind of a document asked about: one file, readable only by its uploader. */
export const DOCUMENT_OWNER_KIND = 'aiDocument';
export const DOCUMENT_FILE_FIELD = 'document';

export const aiDocumentFileOwner: FileOwner = {
  ownerKind: DOCUMENT_OWNER_KIND,
  fields: { [DOCUMENT_FILE_FIELD]: { kind: 'attachment', max: 1 } },
  canDownload: async (db, viewer, ownerId) => {
    if (!viewer) return false;
    const [row] = await db.select({ userId: aiDocuments.userId }).from(aiDocuments).where(eq(aiDocuments.id, ownerId));
    return row?.userId === viewer.id;
  },
};

type DocumentRow = typeof aiDocuments.$inferSelect;

const documentOut = (r: DocumentRow, passages: number): AiDocument => ({
  id: r.id,
  name: r.name,
  format: r.format as AiDocument['format'],
  pages: r.pages,
  size: r.size,
  passages,
  url: fileDownloadPath(r.fileId),
  createdAt: r.createdAt.toISOString(),
});

const answerOut = (r: typeof aiDocumentAnswers.$inferSelect): DocumentAnswer => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  found: r.found === 1,
  quotes: r.quotes,
  check: r.check ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The lines of every page of a PDF's text layer (pdf.js on the server, no worker). Whatever pdf.js
 * cannot read — at opening or on any page (a page tree that points to itself fails at `getPage`) — is
 * 400 `Files.unreadable.pdfDamaged` / `pdfEncrypted` with pdf.js's message in the log (issue 45 item 8).
 */
async function pdfPages(bytes: Uint8Array): Promise<string[][] | 'tooManyPages'> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return readingDocument('pdf', async () => {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      if (doc.numPages > DOCUMENT_MAX_PAGES) return 'tooManyPages';
      const pages: string[][] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        // Items on the same baseline (within 2 units) make one line, read top to bottom, left to right; pieces
        // that touch are one word and pdf.js's own space items are the spaces (joinLine), so the line reads as the
        // file shows it.
        const items = content.items
          .filter((i): i is typeof i & { str: string; transform: number[]; width: number; height: number } => 'str' in i && i.str !== '')
          .map((i) => ({ x: i.transform[4], y: i.transform[5], width: i.width, size: Math.abs(i.transform[3]) || i.height, str: i.str }));
        items.sort((a, b) => b.y - a.y || a.x - b.x);
        const lines: { y: number; parts: (LinePiece & { y: number })[] }[] = [];
        for (const it of items) {
          const line = lines.find((l) => Math.abs(l.y - it.y) <= 2);
          if (line) line.parts.push(it);
          else lines.push({ y: it.y, parts: [it] });
        }
        pages.push(lines.map((l) => joinLine(l.parts)));
        page.cleanup();
      }
      return pages;
    } finally {
      await doc.destroy().catch(() => undefined);
    }
  });
}

/** Plain text: pages split at form feeds, lines at line breaks; refused when it is not UTF-8 text. */
function textPages(bytes: Uint8Array): string[][] | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return null;
  return text.replace(/^\ufeff/, '').split('\f').map((page) => page.split(/\r?\n/));
}

/** The lines of each page (a DOCX: part) of a document of a known format; null for text that is not UTF-8. */
export async function documentPages(format: AiDocument['format'], bytes: Uint8Array): Promise<string[][] | 'tooManyPages' | null> {
  return format === 'pdf' ? pdfPages(bytes) : format === 'docx' ? docxPages(bytes) : textPages(bytes);
}

/** A Word DOCX as the file service's content detector (file-type) names it. */
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The format a pending upload is read as, decided from its detected content (and, for text only, its name). */
function documentFormat(file: { mime: string; originalName: string }): AiDocument['format'] | 'brokenDocx' | null {
  if (file.mime === 'application/pdf') return 'pdf';
  if (file.mime === DOCX_MIME) return 'docx';
  // Named .docx but not detected as one (a damaged zip, an old .doc renamed): said so, not "unsupported".
  if (/\.docx$/i.test(file.originalName)) return 'brokenDocx';
  if (/^text\/plain|^application\/octet-stream$/.test(file.mime) && /\.(txt|text|csv|md)$/i.test(file.originalName)) return 'text';
  return null;
}

/**
 * `ai/documentSave`: reads the caller's pending upload (a PDF with a text layer, a Word DOCX or a
 * UTF-8 text file, ≤ 10 MB, ≤ 50 pages — a DOCX's "pages" are its parts between manual page breaks)
 * into passages and attaches the file to the new document. Whatever is refused leaves the upload
 * pending (and its clean-up removes it): nothing of a refused document is stored.
 */
export async function saveDocument(db: Db, storage: FileStorage, userId: number, fileId: string): Promise<AiDocument> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw notFound('Files.noSuchFile');
  if (file.uploaderId !== userId || file.ownerKind !== null) throw forbidden('Files.notYourUpload');
  if (file.size > DOCUMENT_MAX_BYTES) throw badRequest('Ai.documentTooLarge', { max: DOCUMENT_MAX_BYTES / 1024 / 1024 });
  const format = documentFormat(file);
  if (format === null) throw badRequest('Ai.documentUnsupported');
  if (format === 'brokenDocx') throw badRequest('Ai.documentDocxUnreadable');
  const stored = await readStoredFile(db, storage, fileId);
  if (!stored) throw notFound('Files.noSuchFile');
  const pages = await documentPages(format, stored.bytes);
  if (pages === null) throw badRequest('Ai.documentUnreadable');
  if (pages === 'tooManyPages' || pages.length > DOCUMENT_MAX_PAGES) throw badRequest('Ai.documentTooManyPages', { max: DOCUMENT_MAX_PAGES });
  const passages = pages.flatMap((lines, i) => linesToPassages(lines, i + 1));
  if (passages.length === 0) throw badRequest('Ai.documentNoText');

  return db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(aiDocuments)
      .values({ userId, fileId, name: file.originalName.slice(0, 255), format, pages: pages.length, size: file.size })
      .returning();
    await attachFiles(tx, { ownerKind: DOCUMENT_OWNER_KIND, ownerId: doc.id, field: DOCUMENT_FILE_FIELD, userId, fileIds: [fileId] });
    for (let i = 0; i < passages.length; i += 500) {
      await tx.insert(aiDocumentPassages).values(passages.slice(i, i + 500).map((p) => ({ documentId: doc.id, page: p.page, position: p.position, text: p.text })));
    }
    return documentOut(doc, passages.length);
  });
}

async function ownDocument(db: Db, userId: number, documentId: number): Promise<DocumentRow> {
  const [row] = await db.select().from(aiDocuments).where(and(eq(aiDocuments.id, documentId), eq(aiDocuments.userId, userId)));
  if (!row) throw notFound('Ai.noDocument');
  return row;
}

async function passageCount(db: Db, documentId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(aiDocumentPassages).where(eq(aiDocumentPassages.documentId, documentId));
  return n;
}

export async function listDocuments(db: Db, userId: number, page: number, pageSize: number): Promise<{ list: AiDocument[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(aiDocuments).where(eq(aiDocuments.userId, userId));
  const rows = await db
    .select()
    .from(aiDocuments)
    .where(eq(aiDocuments.userId, userId))
    .orderBy(desc(aiDocuments.createdAt), desc(aiDocuments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const list: AiDocument[] = [];
  for (const r of rows) list.push(documentOut(r, await passageCount(db, r.id)));
  return { list, total };
}

export async function getDocument(db: Db, userId: number, documentId: number): Promise<{ document: AiDocument; answers: DocumentAnswer[] }> {
  const row = await ownDocument(db, userId, documentId);
  const answers = await db.select().from(aiDocumentAnswers).where(eq(aiDocumentAnswers.documentId, row.id)).orderBy(asc(aiDocumentAnswers.id));
  return { document: documentOut(row, await passageCount(db, row.id)), answers: answers.map(answerOut) };
}

/**
 * `ai/documentAsk`: the passages that answer, quoted with their page and place; the answer's only
 * numbers are in those quotes. When no passage names what was asked: "not found in the document".
 * A compliance question ("does this certificate meet Q355B?") is answered by checkCertificate: each
 * stated value against the grade's requirement in the database, as a table.
 */
export async function askDocument(db: Db, userId: number, documentId: number, question: string, t: Translate, locale: Locale): Promise<DocumentAnswer> {
  const row = await ownDocument(db, userId, documentId);
  const all: Passage[] = await db
    .select({ page: aiDocumentPassages.page, position: aiDocumentPassages.position, text: aiDocumentPassages.text })
    .from(aiDocumentPassages)
    .where(eq(aiDocumentPassages.documentId, row.id))
    .orderBy(asc(aiDocumentPassages.page), asc(aiDocumentPassages.position));
  const answered = await answerPassages(db, all, { name: row.name, format: row.format as AiDocument['format'] }, question, t, locale);
  const [saved] = await db
    .insert(aiDocumentAnswers)
    .values({ documentId: row.id, question, answer: answered.answer, found: answered.found ? 1 : 0, quotes: answered.quotes, ...(answered.check !== undefined ? { check: answered.check } : {}) })
    .returning();
  return answerOut(saved);
}

/**
 * The answer to a question about a document's passages (askDocument's, and the evaluation's over its fixture files):
 * a compliance question is the certificate check; any other the passages that answer, quoted verbatim with their
 * page (a DOCX: part) and place, or "not found in the document".
 */
export async function answerPassages(
  db: Db,
  passages: readonly Passage[],
  document: { name: string; format: AiDocument['format'] },
  question: string,
  t: Translate,
  locale: Locale,
): Promise<{ answer: string; found: boolean; quotes: Quote[]; check?: DocumentAnswer['check'] }> {
  if (isComplianceQuestion(question)) {
    const checked = await checkCertificate(db, passages, question, t, locale, document.format === 'docx');
    return { answer: checked.answer, found: checked.found, quotes: checked.quotes, check: checked.check };
  }
  const quotes: Quote[] = findPassages(passages, question, DOCUMENT_QUOTES);
  const answer = quotes.length
    ? [t('Ai.document.found', { name: document.name }), ...quotes.map((q) => t(document.format === 'docx' ? 'Ai.document.quotePart' : 'Ai.document.quote', { page: q.page, position: q.position, text: q.text }))].join('\n')
    : t('Ai.document.notFound', { name: document.name });
  return { answer, found: quotes.length > 0, quotes };
}

/**
 * `ai/documentsDel`: removes one of the caller's documents with its passages and answers (the
 * foreign keys cascade) and detaches its file through the file service, which expires it at once so
 * the clean-up deletes the row and then its bytes (docs/FILES.md). Another user's document is 404.
 */
export async function deleteDocument(db: Db, userId: number, documentId: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: aiDocuments.id }).from(aiDocuments).where(and(eq(aiDocuments.id, documentId), eq(aiDocuments.userId, userId))).for('update');
    if (!row) throw notFound('Ai.noDocument');
    await detachFiles(tx, { ownerKind: DOCUMENT_OWNER_KIND, ownerId: row.id });
    await tx.delete(aiDocuments).where(eq(aiDocuments.id, row.id));
    return { id: row.id };
  });
}
