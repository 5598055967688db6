import { z } from '@/lib/zod';
import { call } from '@/lib/contract';
import { FILE_KINDS, type FileKind } from './kinds';

/**
 * The shared file service (spec section 7, `SystemManager` file upload; limits of section 5):
 * upload, download and removal of one's own pending upload. Areas attach uploads to their records
 * on the server (lib/server/files, docs/FILES.md); these calls are the same for every area.
 */

/** Files are named by a random UUID: ids cannot be guessed or counted. */
export const fileIdField = z.uuid({ error: 'Files.noSuchFile' });

/**
 * The upload's input travels in the query (`?kind=image`); the body is multipart/form-data with
 * exactly one part, the file, named `file`.
 */
export const uploadSchema = z.object({ kind: z.enum(FILE_KINDS, { error: 'Files.unknownKind' }) });
export type UploadInput = z.infer<typeof uploadSchema>;

export const fileIdSchema = z.object({ id: fileIdField });

/** One stored file as screens see it. */
export interface StoredFile {
  id: string;
  kind: FileKind;
  /** The original name, cleaned (lib/files/file-name.ts). */
  name: string;
  size: number;
  /** The type decided from the content. */
  mime: string;
  sha256: string;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** Where the file is downloaded (access is checked on every download). */
  url: string;
}

export const fileCalls = {
  upload: call('POST', 'SystemManager/fileUpload', uploadSchema).returns<StoredFile>(),
  download: call('GET', 'SystemManager/fileDownload', fileIdSchema).returns<never>(),
  deleteUpload: call('POST', 'SystemManager/fileDelete', fileIdSchema).returns<null>(),
};

/** The download address of a file (same origin; the token cookie or Bearer header is checked). */
export function fileDownloadPath(id: string): string {
  return `/atsteel/${fileCalls.download.path}?id=${encodeURIComponent(id)}`;
}
