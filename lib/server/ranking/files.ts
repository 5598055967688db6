import 'server-only';
import { eq } from 'drizzle-orm';
import { rankingApplications } from '@/lib/server/db/schema';
import type { FileOwner } from '@/lib/server/files/service';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';

/** Announcement attachments (kind `attachment`, up to five): published announcements are public, so anyone downloads them. */
export const ANNOUNCEMENT_OWNER_KIND = 'rankingAnnouncement';
export const ANNOUNCEMENT_FILES_FIELD = 'attachments';

export const announcementFileOwner: FileOwner = {
  ownerKind: ANNOUNCEMENT_OWNER_KIND,
  fields: { [ANNOUNCEMENT_FILES_FIELD]: { kind: 'attachment', max: 5 } },
  canDownload: async () => true,
};

/** Application attachments (kind `attachment`, up to five of 50 MB): the applicant and the reviewers download them. */
export const APPLICATION_OWNER_KIND = 'rankingApplication';
export const APPLICATION_FILES_FIELD = 'attachments';

export const rankingApplicationFileOwner: FileOwner = {
  ownerKind: APPLICATION_OWNER_KIND,
  fields: { [APPLICATION_FILES_FIELD]: { kind: 'attachment', max: 5 } },
  canDownload: async (db, viewer, ownerId) => {
    if (!viewer) return false;
    if (roleHasPermission(viewer.role, PERMISSIONS.auditPublish)) return true;
    const [row] = await db.select({ userId: rankingApplications.userId }).from(rankingApplications).where(eq(rankingApplications.id, ownerId));
    return row?.userId === viewer.id;
  },
};
