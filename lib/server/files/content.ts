import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_PIXELS, type KindRule } from '@/lib/files/kinds';
import { ApiError } from '@/lib/server/api/errors';
import { RESPONSE_CODE } from '@/lib/session/constants';

// One image at a time per decode and no cache: memory stays bounded however many uploads run.
sharp.cache(false);
sharp.concurrency(1);

/** How many leading bytes decide the type (file-type reads at most this much for office formats). */
export const HEAD_BYTES = 64 * 1024;

export const refusal = (key: string, status: number, values?: Record<string, string | number>) => new ApiError(key, RESPONSE_CODE.failure, status, values);

/**
 * Markup a browser could render or run (HTML, SVG, XML, script): refused even as an
 * attachment, whatever the name says. Read as Latin-1 with NULs dropped, so UTF-16 text is caught too.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|\?xml|object|embed|meta|link|style|img|a\s|div|frame|math|xsl)/i;

export function looksLikeMarkup(head: Uint8Array): boolean {
  const text = Buffer.from(head.subarray(0, 4096)).toString('latin1').replace(/\u0000/g, '');
  const start = text.replace(/^(\ufeff|ï»¿|þÿ|ÿþ)/, '').trimStart();
  return start.startsWith('<') || MARKUP.test(text);
}

/**
 * The type of an upload, decided from its first bytes (magic numbers, `file-type`), never from its
 * name or the browser's Content-Type. Unrecognised content is accepted only where the kind allows it
 * and only when it is not markup; it is then always served as application/octet-stream.
 */
export async function detectType(head: Uint8Array, rule: KindRule): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(head);
  if (type) {
    if (!rule.types.includes(type.mime)) throw looksLikeMarkup(head) ? refusal('Files.markupRefused', 415) : refusal('Files.typeRefused', 415, { type: type.ext });
    return { mime: type.mime, ext: type.ext };
  }
  if (looksLikeMarkup(head)) throw refusal('Files.markupRefused', 415);
  if (!rule.allowUnrecognised) throw refusal('Files.typeUnknown', 415);
  return { mime: 'application/octet-stream', ext: '' };
}

/**
 * Decodes an image in full (a PNG header followed by anything but image data fails here) and
 * refuses it above MAX_IMAGE_PIXELS, which is checked from the header before any pixel is decoded.
 */
export async function checkImage(bytes: Buffer, mime: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw refusal('Files.imageUnreadable', 415);
  }
  const format = mime === 'image/png' ? 'png' : 'jpeg';
  const { width, height } = meta;
  if (meta.format !== format || !width || !height) throw refusal('Files.imageUnreadable', 415);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw refusal('Files.imageTooManyPixels', 413, { width, height, max: Math.round(MAX_IMAGE_PIXELS / 1e6) });
  }
  try {
    // A full decode, shrunk as it goes so the memory it needs stays small.
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw refusal('Files.imageUnreadable', 415);
  }
  return { width, height };
}
