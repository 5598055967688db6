import 'server-only';
import type { FileKind } from '@/lib/files/kinds';
import { KIND_RULES } from '@/lib/files/kinds';
import type { Db } from '@/lib/server/db/client';
import type { SessionUser } from '@/lib/session/permissions';

/** One file field of an owner record, e.g. a product's `pictures` (images, up to 5) or a lab's `logo` (one image). */
export interface FileFieldRule {
  kind: FileKind;
  /** At most this many files (default and ceiling: the kind's limit, 5). */
  max?: number;
}

export interface FileOwnerRule {
  fields: Record<string, FileFieldRule>;
  /**
   * Whether `viewer` (null for a visitor) may download the files of owner record `ownerId`: the
   * same rule as reading the record itself, decided from the database on every download.
   */
  canDownload: (db: Db, viewer: SessionUser | null, ownerId: number) => Promise<boolean>;
}

const owners = new Map<string, FileOwnerRule>();

/**
 * Declares an owner kind (once, at module load of the area that owns the records): its file fields
 * with their kind and count, and who may download its files. docs/FILES.md shows the whole use.
 */
export function registerFileOwner(ownerKind: string, rule: FileOwnerRule): void {
  if (!/^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(ownerKind)) throw new Error(`owner kind ${ownerKind} must be 1-40 letters and digits`);
  for (const [field, f] of Object.entries(rule.fields)) {
    if (!/^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(field)) throw new Error(`field ${ownerKind}.${field} must be 1-40 letters and digits`);
    if (f.max !== undefined && (f.max < 1 || f.max > KIND_RULES[f.kind].maxPerField)) throw new Error(`field ${ownerKind}.${field}: max must be 1-${KIND_RULES[f.kind].maxPerField}`);
  }
  owners.set(ownerKind, rule);
}

export function fileOwnerRule(ownerKind: string): FileOwnerRule | undefined {
  return owners.get(ownerKind);
}

/** The field's rule with its effective count, or an error naming what was not declared (a programming error). */
export function fileFieldRule(ownerKind: string, field: string): Required<FileFieldRule> {
  const f = owners.get(ownerKind)?.fields[field];
  if (!f) throw new Error(`file field ${ownerKind}.${field} is not registered (registerFileOwner)`);
  return { kind: f.kind, max: f.max ?? KIND_RULES[f.kind].maxPerField };
}
