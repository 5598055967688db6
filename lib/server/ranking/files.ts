import 'server-only';
import { registerFileOwner } from '@/lib/server/files/service';

/** Announcement attachments (kind `attachment`, up to five): published announcements are public, so anyone downloads them. */
export const ANNOUNCEMENT_OWNER_KIND = 'rankingAnnouncement';
export const ANNOUNCEMENT_FILES_FIELD = 'attachments';

registerFileOwner(ANNOUNCEMENT_OWNER_KIND, {
  fields: { [ANNOUNCEMENT_FILES_FIELD]: { kind: 'attachment', max: 5 } },
  canDownload: async () => true,
});
