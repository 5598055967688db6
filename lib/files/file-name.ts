/**
 * The original name of an upload is metadata only (files are stored under a generated key), but it
 * is shown on screens and sent back in Content-Disposition, so it is cleaned once, on upload.
 */

export const MAX_FILE_NAME = 255;
const FALLBACK = 'file';

// C0 and C1 controls (NUL, CR, LF, TAB, ESC …) and DEL.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// Bidirectional overrides, embeddings and isolates (U+202E turns "gpj.exe" into "exe.jpg" on screen),
// marks, zero-width characters and the BOM.
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Reserved in Windows file names.
const RESERVED = /[<>:"|?*]/g;

/**
 * Cleans an uploaded file's name: keeps the last path segment (`/` and `\`), drops controls
 * (NUL, CR/LF), bidi overrides and invisible characters, unpaired surrogates, reserved characters,
 * `..` and leading or trailing dots and spaces; at most 255 characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  let name = raw.normalize('NFC').replace(LONE_SURROGATE, '').replace(CONTROLS, '').replace(INVISIBLE, '');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(RESERVED, '_').replace(/\.{2,}/g, '.').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  if ([...name].length > MAX_FILE_NAME) name = shorten(name);
  return name || FALLBACK;
}

function shorten(name: string): string {
  const chars = [...name];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? [...name.slice(dot)] : [];
  const keepExt = ext.length > 1 && ext.length <= 16 ? ext : [];
  return chars.slice(0, MAX_FILE_NAME - keepExt.length).join('').replace(/[\s.]+$/, '') + keepExt.join('');
}

/** RFC 5987 `attr-char`: everything else is percent-encoded (UTF-8). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition: attachment` for a stored name (RFC 6266): an ASCII `filename` for old
 * clients and the exact name as UTF-8 in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const clean = sanitizeFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
