import { bigint, index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Uploaded files (docs/FILES.md). The bytes live in the storage provider under `storage_key`
 * (generated, never the user's name); a row is written only once the bytes are complete, and
 * removed before its bytes are.
 *
 * A file belongs to one owner record: (`owner_kind`, `owner_id`, `field`), e.g.
 * (`userAvatar`, 12, `avatar`). Until an area attaches it, `owner_kind` is null, only the uploader
 * may read it and it expires at `expires_at` (the clean-up deletes expired rows, then their bytes).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** image | report | attachment | template (lib/files/kinds.ts) */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** local | s3: where the bytes are. */
    provider: varchar('provider', { length: 8 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** The original name, cleaned (lib/files/file-name.ts); metadata only. */
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Decided from the content (magic bytes), never from the name or the browser. */
    mime: varchar('mime', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    ownerKind: varchar('owner_kind', { length: 40 }),
    ownerId: integer('owner_id'),
    field: varchar('field', { length: 40 }),
    position: smallint('position').notNull().default(0),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** Set while the file is not attached; the clean-up deletes rows past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerKind, t.ownerId, t.field),
    index('files_uploader_idx').on(t.uploaderId),
    index('files_expires_idx').on(t.expiresAt),
  ],
);
