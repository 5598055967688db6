import 'server-only';
import { KIND_RULES } from '@/lib/files/kinds';
import type { FileFieldRule, FileOwnerRule } from '@/lib/server/ports/hooks';

export type { FileFieldRule, FileOwner, FileOwnerRule } from '@/lib/server/ports/hooks';

const owners = new Map<string, FileOwnerRule>();

/**
 * Declares an owner kind: its file fields with their kind and count, and who may download its files. Called by the
 * composition root (lib/server/registry.ts) for every `fileOwners` entry of the domains' manifests, never by a
 * domain at module load. docs/FILES.md shows the whole use.
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
  if (!f) throw new Error(`file field ${ownerKind}.${field} is not registered (a manifest's fileOwners, lib/server/registry.ts)`);
  return { kind: f.kind, max: f.max ?? KIND_RULES[f.kind].maxPerField };
}
