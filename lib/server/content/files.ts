import 'server-only';
import { eq } from 'drizzle-orm';
import { ATTACHMENT_FIELD, CONTENT_OWNER_KIND, COVER_FIELD } from '@/lib/content/rules';
import { contentItems } from '@/lib/server/db/schema';
import type { FileOwner } from '@/lib/server/files/service';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';

/**
 * A content item's files (docs/FILES.md): one cover picture (kind image: JPG or PNG, ≤ 500 KB, spec §5) and up to five
 * attachments. Anyone downloads those of a published item; an editor (admin:console) those of a draft too.
 */
export const contentFileOwner: FileOwner = {
  ownerKind: CONTENT_OWNER_KIND,
  fields: { [COVER_FIELD]: { kind: 'image', max: 1 }, [ATTACHMENT_FIELD]: { kind: 'attachment', max: 5 } },
  canDownload: async (db, viewer, ownerId) => {
    if (viewer && roleHasPermission(viewer.role, PERMISSIONS.administration)) return true;
    const [row] = await db.select({ published: contentItems.published }).from(contentItems).where(eq(contentItems.id, ownerId));
    return !!row?.published;
  },
};
