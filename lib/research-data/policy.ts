/**
 * Who may do what with an R&D data record (issue 16 item 2; spec section 6): the ONE policy
 * function. Every endpoint of the domain (page, get, download through the file service, share,
 * recycle, delete, like, apply, bundle) asks `decide` with facts read from the database on that
 * call, so a revoked or expired grant stops at the next call.
 *
 * Parts: `metadata` (names, project, source, experiment type, identification, counts),
 * `composition`, `properties` (performance, process, structure, phase structure) and `files`.
 * Audiences of a viewer (spec section 6; a viewer may be in several; the parts add up):
 * - owner: everything, in every state (draft, recycle bin included) — while a member of the record's company
 *   (`isCurrentAuthor`, issue 45 item 5): an author removed from the company is an outsider to its records;
 * - enterprise internal users (users of the record's company): `parts.internal`;
 * - other enterprises (users of the companies named for directional disclosure; kept when the
 *   record is later published to all users): `parts.enterprises`;
 * - external enterprise persons (users selected one by one, outside the record's company; kept
 *   when the record is later published): `parts.persons`;
 * - public cloud users (any signed-in user) once a public record is approved: `parts.public`;
 * - granted (an approved, unexpired permission application): every part;
 * - the public administrator, for a record asking to be public: every part (to review it).
 * A record that is not private and not a draft is findable: its metadata is readable by everyone,
 * visitors included, while its values and files stay hidden from those outside its audiences.
 */

import { isCurrentAuthor } from '@/lib/session/permissions';

export const PARTS = ['metadata', 'composition', 'properties', 'files'] as const;
export type Part = (typeof PARTS)[number];

export const VISIBILITIES = ['private', 'public', 'selected', 'directional'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const POLICY_ACTIONS = ['page', 'get', 'download', 'share', 'edit', 'delete', 'restore', 'purge', 'like', 'apply', 'bundle', 'publish'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

export const AUDIENCES = ['internal', 'enterprises', 'persons', 'public'] as const;
export type Audience = (typeof AUDIENCES)[number];

export type AudienceParts = Record<Audience, Part[]>;

/** Parts as stored before the four audiences: one list `named` for selected users and named companies alike. */
export interface LegacyAudienceParts {
  internal?: readonly string[];
  named?: readonly string[];
  enterprises?: readonly string[];
  persons?: readonly string[];
  public?: readonly string[];
}

/** The parts each audience reads when the owner never chose (a new record). */
export const DEFAULT_PARTS: AudienceParts = { internal: [...PARTS], enterprises: [...PARTS], persons: [...PARTS], public: ['metadata'] };

/**
 * Reads a stored `parts` value in either shape: a record saved before the four audiences keeps
 * its meaning (its `named` list applies to other enterprises and to external persons alike).
 */
export function normaliseParts(stored: LegacyAudienceParts | null | undefined): AudienceParts {
  const known = (list: readonly string[] | undefined, fallback: readonly Part[]): Part[] => (list ?? fallback).filter((p): p is Part => (PARTS as readonly string[]).includes(p));
  const s = stored ?? {};
  return {
    internal: known(s.internal, DEFAULT_PARTS.internal),
    enterprises: known(s.enterprises ?? s.named, DEFAULT_PARTS.enterprises),
    persons: known(s.persons ?? s.named, DEFAULT_PARTS.persons),
    public: known(s.public, DEFAULT_PARTS.public),
  };
}

export interface PolicyActor {
  id: number;
  role: string;
  companyId: number | null;
}

export interface PolicyRecord {
  ownerId: number;
  companyId: number | null;
  visibility: Visibility;
  draft: boolean;
  /** In the recycle bin. */
  deleted: boolean;
  /** visibility public and approved by the public administrator. */
  published: boolean;
  parts: AudienceParts;
  namedUserIds: readonly number[];
  namedCompanyIds: readonly number[];
  /** Users holding an approved grant that has not expired (as of this call). */
  grantedUserIds: readonly number[];
}

const ALL: readonly Part[] = PARTS;

/** The parts of `record` that `actor` (null: a visitor) may read. */
export function visibleParts(actor: PolicyActor | null, record: PolicyRecord): Set<Part> {
  const isOwner = isCurrentAuthor(actor, record);
  if (isOwner) return new Set(ALL);
  if (record.draft || record.deleted || record.visibility === 'private') return new Set();
  const parts = new Set<Part>(['metadata']);
  if (!actor) return parts;
  const add = (list: readonly Part[]) => list.forEach((p) => parts.add(p));
  if (actor.companyId !== null && actor.companyId === record.companyId) add(record.parts.internal);
  // The named audiences keep their parts when the record is also published to all users (a record
  // disclosed to one company and then published: that company still reads what it was given).
  if (actor.companyId !== null && record.namedCompanyIds.includes(actor.companyId)) add(record.parts.enterprises);
  if (record.namedUserIds.includes(actor.id)) add(record.parts.persons);
  if (record.visibility === 'public' && record.published) add(record.parts.public);
  if (record.visibility === 'public' && actor.role === 'public_admin') add(ALL);
  if (record.grantedUserIds.includes(actor.id)) add(ALL);
  parts.add('metadata');
  return parts;
}

/**
 * Allow or deny one action. `part` matters for `get` (default `composition`: reading values;
 * reading metadata is `page`).
 */
export function decide(actor: PolicyActor | null, record: PolicyRecord, action: PolicyAction, part: Part = 'composition'): boolean {
  const isOwner = isCurrentAuthor(actor, record);
  const parts = visibleParts(actor, record);
  switch (action) {
    case 'page':
      return parts.has('metadata');
    case 'get':
      return parts.has(part);
    case 'download':
      return actor !== null && parts.has('files');
    case 'bundle':
      return parts.has('composition') && parts.has('properties');
    case 'share':
    case 'edit':
    case 'publish':
    case 'delete':
      return isOwner && !record.deleted;
    case 'restore':
    case 'purge':
      return isOwner && record.deleted;
    case 'like':
      return actor !== null && !isOwner && parts.has('metadata');
    case 'apply':
      return actor !== null && !isOwner && parts.has('metadata') && ALL.some((p) => !parts.has(p));
  }
}
