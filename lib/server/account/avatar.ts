import 'server-only';
import { eq } from 'drizzle-orm';
import type { StoredFile } from '@/lib/files/contract';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { listFiles, replaceFiles, type FileOwner } from '@/lib/server/files/service';

/**
 * The profile picture, kept by the shared file service: one image per user, owner kind
 * `userAvatar`, owner id the user's id. Only the user may download it (nothing shows avatars to
 * others yet; widen `canDownload` when something does).
 */
export const avatarFileOwner: FileOwner = {
  ownerKind: 'userAvatar',
  fields: { avatar: { kind: 'image', max: 1 } },
  canDownload: async (_db, viewer, ownerId) => viewer?.id === ownerId,
};

const owner = (userId: number) => ({ ownerKind: 'userAvatar', ownerId: userId, field: 'avatar' });

export async function getAvatar(db: Db, userId: number): Promise<StoredFile | null> {
  return (await listFiles(db, 'userAvatar', userId, 'avatar'))[0] ?? null;
}

/** myData/saveAvatar: the caller's pending image becomes the avatar (the previous one is released), or null removes it. */
export async function saveAvatar(db: Db, userId: number, fileId: string | null): Promise<StoredFile | null> {
  return db.transaction(async (tx) => {
    const [saved] = await replaceFiles(tx, { ...owner(userId), userId, fileIds: fileId ? [fileId] : [] });
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
    return saved ?? null;
  });
}
