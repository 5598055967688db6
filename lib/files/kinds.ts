/**
 * The upload kinds of spec sections 5 and 9 and their limits, in one place: the server enforces
 * them (lib/server/files), the upload component shows them before the user tries
 * (components/files). No zod here, so the browser can import it.
 */

export const FILE_KINDS = ['image', 'report', 'attachment', 'template'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const KIB = 1024;
export const MIB = 1024 * KIB;

/** Largest decoded image: 25 megapixels (e.g. 5000 × 5000). Larger images are refused before decoding. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Uploads not yet attached to a record that one user may hold at once. */
export const MAX_PENDING_UPLOADS = 20;

/**
 * Uploads one user may start, per window, on every upload call together (`SystemManager/fileUpload`,
 * `qc/simulationUpload`), beside the byte limits: a person attaching files stays far below, a script
 * uploading and deleting tiny files in a loop does not (issue 45 item 9).
 */
export const UPLOAD_COUNT_LIMITS = [
  { max: 30, windowSeconds: 60 },
  { max: 300, windowSeconds: 3600 },
] as const;

/** Hours an upload waits to be attached before the clean-up removes it. */
export const PENDING_UPLOAD_HOURS = 24;

/** Office documents as the content detector names them (zip-based and legacy compound files). */
const OFFICE = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/x-cfb',
  'application/rtf',
] as const;

const ARCHIVES = ['application/zip', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/gzip', 'application/x-tar', 'application/x-bzip2', 'application/x-xz'] as const;

const PICTURES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff', 'image/bmp'] as const;

export interface KindRule {
  /** Largest file in bytes. */
  maxBytes: number;
  /** Most files in one field of one record (a field may say fewer). */
  maxPerField: number;
  /** Content types accepted, as decided from the file's bytes. */
  types: readonly string[];
  /** Content without a recognisable signature (CSV, plain text, instrument data) is accepted, unless it is markup. */
  allowUnrecognised: boolean;
  /** Decoded in full on upload (refused when it does not decode or exceeds MAX_IMAGE_PIXELS). */
  decode: boolean;
  /** What the user is told to pick (file chooser filter and the limits line). */
  extensions: readonly string[];
}

/**
 * Spec section 5: images JPG or PNG up to 500 KB; PDF reports up to 500 KB; attachments up to
 * 50 MB each and up to 5; service capability up to 5 template files.
 */
export const KIND_RULES: Record<FileKind, KindRule> = {
  image: { maxBytes: 500 * KIB, maxPerField: 5, types: ['image/jpeg', 'image/png'], allowUnrecognised: false, decode: true, extensions: ['.jpg', '.jpeg', '.png'] },
  report: { maxBytes: 500 * KIB, maxPerField: 5, types: ['application/pdf'], allowUnrecognised: false, decode: false, extensions: ['.pdf'] },
  attachment: {
    maxBytes: 50 * MIB,
    maxPerField: 5,
    types: ['application/pdf', ...PICTURES, ...OFFICE, ...ARCHIVES, 'video/mp4'],
    allowUnrecognised: true,
    decode: false,
    extensions: [],
  },
  template: {
    maxBytes: 50 * MIB,
    maxPerField: 5,
    types: ['application/pdf', ...OFFICE, 'application/zip'],
    allowUnrecognised: false,
    decode: false,
    extensions: ['.pdf', '.doc', '.docx', '.xls', '.xlsx'],
  },
};

/** The largest upload of any kind: the upload endpoint's hard cap on the request body (plus the multipart framing). */
export const MAX_UPLOAD_BYTES = Math.max(...FILE_KINDS.map((k) => KIND_RULES[k].maxBytes));

/** Room for the multipart framing around the one file part (boundaries, part headers, a long file name). */
export const MULTIPART_OVERHEAD_BYTES = 16 * KIB;

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);
}

/** Types a download may be labelled with; anything else is sent as application/octet-stream. */
export const SAFE_DOWNLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'];

/** 500 KB, 50 MB: a limit as the spec writes it (the same text in refusals and in the upload component). */
export function formatLimit(bytes: number): string {
  return bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.round(bytes / KIB)} KB`;
}
