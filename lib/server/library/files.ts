import 'server-only';
import type { FileOwner } from '@/lib/server/files/service';

/** The file service's owner kind of library files (docs/FILES.md): one document per item. */
export const LIBRARY_OWNER_KIND = 'libraryItem';
export const LIBRARY_FILE_FIELD = 'document';

/**
 * Library files are never served by the generic `SystemManager/fileDownload`: every download goes
 * through a signed link of `library/getFileDownload` so it is decided by the purchase rules,
 * counted, logged and (for paid PDFs) watermarked. Hence nobody may read them by file id.
 */
export const libraryFileOwner: FileOwner = {
  ownerKind: LIBRARY_OWNER_KIND,
  fields: { [LIBRARY_FILE_FIELD]: { kind: 'attachment', max: 1 } },
  canDownload: async () => false,
};
