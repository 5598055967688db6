import 'server-only';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { attachmentDisposition } from '@/lib/files/file-name';
import { DOWNLOAD_LINK_SECONDS, PREVIEW_PAGES, type DownloadLink } from '@/lib/library/contract';
import { ApiError, forbidden, notFound } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { libraryDownloads, libraryItems, users } from '@/lib/server/db/schema';
import { readStoredFile } from '@/lib/server/files/service';
import type { FileStorage, ProcessMemory } from '@/lib/server/ports';
import { logger } from '@/lib/server/log';
import type { SessionUser } from '@/lib/session/permissions';
import { entitlementOf, findItem } from './access';
import { firstPages, watermarkPdf } from './pdf';

/**
 * Short-lived signed download links (issue 14, rule 4). `getFileDownload` checks the rules and
 * answers `library/getFileDownload2?token=<payload>.<HMAC-SHA256>`; the payload names the item, the
 * user, the entitling order and the expiry. `getFileDownload2` refuses a link whose signature does
 * not verify (forged or altered), whose time has passed, or that was made for another user, checks
 * the rules again, counts and logs the download, and watermarks a paid PDF with the buyer and order.
 */

interface LinkPayload {
  /** item id */
  i: number;
  /** user id */
  u: number;
  /** entitling order id (0 for free items) */
  o: number;
  /** expiry, seconds since the epoch */
  e: number;
  /** nonce: two links are never equal */
  n: string;
}

/** The signing key: derived from the deployment's SSO secret (set per deployment, the same on every instance). */
function linkKey(): Buffer {
  return crypto.createHash('sha256').update(`atsteel-library-download-link:${getEnv().SSO_JWT_SECRET}`).digest();
}

const sign = (payload: string) => crypto.createHmac('sha256', linkKey()).update(payload).digest('base64url');

export function makeToken(p: LinkPayload): string {
  const payload = Buffer.from(JSON.stringify(p)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

const badLink = () => forbidden('Library.badLink');

/** The payload of a token whose signature verifies, else a refusal (nothing in it is trusted before). */
export function readToken(token: string, now = Date.now()): LinkPayload {
  const [payload, signature] = token.split('.');
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw badLink();
  let p: LinkPayload;
  try {
    p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkPayload;
  } catch {
    throw badLink();
  }
  if (![p.i, p.u, p.o, p.e].every((n) => Number.isSafeInteger(n))) throw badLink();
  if (p.e * 1000 <= now) throw new ApiError('Library.linkExpired', -1, 410);
  return p;
}

/** library/getFileDownload: a link for the caller, if the rules allow the download now. */
export async function makeDownloadLink(db: Db, storage: FileStorage, user: SessionUser, id: number, now = Date.now()): Promise<DownloadLink> {
  const item = await findItem(db, id);
  if (!item.fileId) throw notFound('Library.noFile');
  const entitlement = await entitlementOf(db, user, item);
  if (!entitlement.allowed) throw forbidden('Library.notPurchased');
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  const token = makeToken({ i: item.id, u: user.id, o: entitlement.order?.id ?? 0, e: expires, n: crypto.randomBytes(6).toString('base64url') });
  const file = await readStoredFile(db, storage, item.fileId);
  return {
    url: `/atsteel/library/getFileDownload2?token=${token}`,
    expiresAt: new Date(expires * 1000).toISOString(),
    fileName: file?.row.originalName ?? 'document',
    watermarked: item.expense === 'paid' && file?.row.mime === 'application/pdf',
  };
}

/** The name a watermark prints: the first of full name, user name and login name (the CJK font draws any of them). */
export async function watermarkName(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ fullName: users.fullName, userName: users.userName, loginName: users.loginName }).from(users).where(eq(users.id, userId));
  return u?.fullName?.trim() || u?.userName?.trim() || u?.loginName?.trim() || `user #${userId}`;
}

/** library/getFileDownload2: the file of a valid link, counted and logged; paid PDFs watermarked. */
export async function serveDownload(db: Db, storage: FileStorage, user: SessionUser, token: string, request: RequestInfo): Promise<Response> {
  const p = readToken(token);
  if (p.u !== user.id) {
    logger.write('warn', 'library_link_other_user', { item: p.i, linkUser: p.u, user: user.id });
    throw forbidden();
  }
  const item = await findItem(db, p.i);
  const entitlement = await entitlementOf(db, user, item);
  if (!entitlement.allowed) throw forbidden('Library.notPurchased');
  const file = item.fileId ? await readStoredFile(db, storage, item.fileId) : null;
  if (!file) throw notFound('Library.noFile');

  let bytes: Uint8Array = file.bytes;
  const watermarked = item.expense === 'paid' && file.row.mime === 'application/pdf' && !!entitlement.order;
  if (watermarked) bytes = await watermarkPdf(file.bytes, await watermarkName(db, user.id), entitlement.order!.orderNo);

  await db.transaction(async (tx) => {
    await tx.insert(libraryDownloads).values({ itemId: item.id, userId: user.id, orderId: entitlement.order?.id ?? null, watermarked, ip: request.ip.slice(0, 64) });
    await tx.update(libraryItems).set({ downloads: sql`${libraryItems.downloads} + 1` }).where(eq(libraryItems.id, item.id));
  });
  logger.write('info', 'library_download', { item: item.id, user: user.id, order: entitlement.order?.orderNo ?? null, watermarked });

  return new Response(bytes as BlobPart, {
    status: 200,
    headers: {
      'content-type': file.row.mime === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
      'content-disposition': attachmentDisposition(file.row.originalName),
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * How many first pages the preview shows: PREVIEW_PAGES of a free document; of a paid one at most a
 * third of its pages (at least one), so a short paid document is not given away by its preview.
 */
export function previewPageCount(paid: boolean, total: number): number {
  return paid ? Math.max(1, Math.min(PREVIEW_PAGES, Math.floor(total / 3))) : PREVIEW_PAGES;
}

/**
 * library/getPreview: the first pages of a PDF item, for anyone (the pdf.js preview before purchase). The previews
 * made (at most 200, by file) are kept in the services' memory (`memory`, the composition root's).
 */
export async function servePreview(db: Db, storage: FileStorage, memory: ProcessMemory, id: number): Promise<Response> {
  const item = await findItem(db, id);
  if (!item.fileId || item.format !== 'pdf') throw notFound('Library.noPreview');
  const previews = memory.slot('library.previews', () => new Map<string, Uint8Array>());
  let bytes = previews.get(item.fileId);
  if (!bytes) {
    const file = await readStoredFile(db, storage, item.fileId);
    if (!file || file.row.mime !== 'application/pdf') throw notFound('Library.noPreview');
    bytes = (await firstPages(file.bytes, (total) => previewPageCount(item.expense === 'paid', total))).bytes;
    if (previews.size > 200) previews.clear();
    previews.set(item.fileId, bytes);
  }
  return new Response(bytes as BlobPart, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=300',
    },
  });
}
