import 'server-only';
import { asc, ilike } from 'drizzle-orm';
import { rddaAuditCalls, rddaCalls, rddaExchangeCalls, researchDataCalls } from '@/lib/research-data/contract';
import { PARTS, visibleParts } from '@/lib/research-data/policy';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { companies } from '@/lib/server/db/schema';
import { linkableGrades } from '@/lib/server/standards/links';
import { PERMISSIONS } from '@/lib/session/permissions';
import { requireRecord, toActor } from './access';
import { auditAct, auditDetail, auditPage } from './audit';
import { applyForAccess, decideApplication, pageApplications, revokeGrant } from './applications';
import { decideExchange, pageExchanges, proposeExchange, withdrawExchange } from './exchanges';
import { actionsOf, getRecord, pageRecords } from './queries';
import { toggleReaction } from './reactions';
import { similarityPair, similarRecords } from './similarity';
import { exportCompany, pageAdmin, pageCompany } from './company';
import { publishRecord, purgeRecord, recycleRecord, restoreRecord, saveRecord, shareRecord, withdrawRecord } from './records';
import { bundleOf, recordCode, verifyRecord } from './versions';
import { verifierScript } from './verifier';

/** R&D data sharing (issue 16, docs/RESEARCH-DATA.md). Every handler decides through the one policy. */
export const researchDataEndpoints = [
  defineEndpoint(researchDataCalls.page, {
    summary: 'R&D data lists: shared data (every findable record: metadata), mine, shared with me, recycle bin, collected; keyword, experiment type and visibility filters. The second client reads it too.',
    access: PUBLIC,
    apiScope: 'rd:read',
    handler: ({ db, input, user }) => pageRecords(db, input, user),
  }),
  defineEndpoint(researchDataCalls.get, {
    summary: 'One record: metadata for whoever may find it; composition, properties and files only for the audiences the owner chose (policy), with traceability (versions, hashes, signatures, verification).',
    access: PUBLIC,
    apiScope: 'rd:read',
    handler: ({ db, services, input, user }) => getRecord(db, input.id, user, services.signingKeys),
  }),
  defineEndpoint(researchDataCalls.save, {
    summary: 'Saves a record (new or the owner’s): basic information, values and at least one data file; signs a new version when the content changed; a published record goes back to review.',
    access: USER,
    apiScope: 'rd:write',
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, services, input, user, request }) => saveRecord(db, user!, input, false, services.signingKeys, request.at),
  }),
  defineEndpoint(researchDataCalls.saveDraft, {
    summary: 'Saves a draft at any time (only the data name required); drafts are seen by their owner alone.',
    access: USER,
    apiScope: 'rd:write',
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, services, input, user, request }) => saveRecord(db, user!, input, true, services.signingKeys, request.at),
  }),
  defineEndpoint(researchDataCalls.share, {
    summary: 'The owner sets the visibility (private, all users, selected users, directional to companies) and the parts each audience reads; all users means a publication application.',
    access: USER,
    rateLimit: RATE_LIMITS.share,
    handler: ({ db, services, input, user }) => shareRecord(db, user!, input, services.rateLimiter()),
  }),
  defineEndpoint(researchDataCalls.publish, {
    summary: 'The owner applies to publish a saved record to all users (review kind researchData, /my/researchCheck).',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => publishRecord(db, user!, input.id),
  }),
  defineEndpoint(researchDataCalls.withdraw, {
    summary: 'The owner revokes a pending publication application.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => withdrawRecord(db, user!, input.id),
  }),
  defineEndpoint(researchDataCalls.recycle, {
    summary: 'The owner moves a record to the recycle bin (hidden from everyone else).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => recycleRecord(db, user!, input.id),
  }),
  defineEndpoint(researchDataCalls.restore, {
    summary: 'The owner restores a record from the recycle bin.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => restoreRecord(db, user!, input.id),
  }),
  defineEndpoint(researchDataCalls.delete, {
    summary: 'The owner deletes a record in the recycle bin permanently (files, versions, applications, review).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => purgeRecord(db, user!, input.id),
  }),
  defineEndpoint(researchDataCalls.permissions, {
    summary: 'The parts of a record the caller reads and the actions the caller may take (the policy’s answer).',
    access: PUBLIC,
    handler: async ({ db, input, user }) => {
      const loaded = await requireRecord(db, input.id, user, 'page');
      const parts = visibleParts(toActor(user), loaded.policy);
      return { readable: PARTS.filter((p) => parts.has(p)), actions: actionsOf(loaded, user) };
    },
  }),
  defineEndpoint(researchDataCalls.like, {
    summary: 'Positive feedback (toggle; removes a dislike).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => toggleReaction(db, user!, input.id, 'like'),
  }),
  defineEndpoint(researchDataCalls.dislike, {
    summary: 'Negative feedback (toggle; removes a like).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => toggleReaction(db, user!, input.id, 'dislike'),
  }),
  defineEndpoint(researchDataCalls.collect, {
    summary: 'Collects a record (toggle): listed under scope collected.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => toggleReaction(db, user!, input.id, 'collect'),
  }),
  defineEndpoint(researchDataCalls.verify, {
    summary: 'Verifies the record’s version chain against the current database rows (hash, chain, Ed25519 signature).',
    access: PUBLIC,
    handler: async ({ db, services, input, user }) => {
      const { row } = await requireRecord(db, input.id, user, 'page');
      const { problems, versions } = await verifyRecord(db, row, services.signingKeys);
      return { verified: versions > 0 && problems.length === 0, problems, versions };
    },
  }),
  defineEndpoint(researchDataCalls.bundle, {
    summary: 'The provenance bundle (JSON file) for offline verification: node scripts/verify-provenance.mjs bundle.json, with /.well-known/atsteel-provenance-keys.json saved beside it (the platform keys it trusts). Only for callers who may read the values.',
    access: PUBLIC,
    binary: true,
    handler: async ({ db, services, input, user }) => {
      const { row } = await requireRecord(db, input.id, user, 'bundle');
      const bundle = await bundleOf(db, row, services.signingKeys);
      return new Response(JSON.stringify(bundle, null, 2), {
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${recordCode(row.id)}-provenance.json"`, 'cache-control': 'no-store' },
      });
    },
  }),
  defineEndpoint(researchDataCalls.verifier, {
    summary: 'The offline verifier scripts/verify-provenance.mjs as a download (Node.js only, no dependencies), to run beside a bundle and the platform keys of /.well-known/atsteel-provenance-keys.json. Public.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.visit,
    binary: true,
    handler: async ({ services }) =>
      new Response(await verifierScript(services.memory), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'content-disposition': 'attachment; filename="verify-provenance.mjs"', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
      }),
  }),
  defineEndpoint(researchDataCalls.similarity, {
    summary: 'Records similar by composition (the existing similarity score): steels of the material database and other R&D records the caller may read. Needs the record’s composition to be readable.',
    access: PUBLIC,
    handler: ({ db, input, user }) => similarRecords(db, input.id, user),
  }),
  defineEndpoint(researchDataCalls.similarityDetail, {
    summary: 'One record beside a similar R&D record (target rd:<id>) or steel of the material database (target steel:<id>): each side as the policy lets the caller read it, the similarity score and its element-by-element explanation (null when either composition is hidden).',
    access: PUBLIC,
    handler: ({ db, input, user }) => similarityPair(db, input.id, input.target, user),
  }),
  defineEndpoint(researchDataCalls.isLike, {
    summary: 'Spec section 7 name of like (positive feedback, toggle). The old client read it without its envelope handling; the answer is the usual envelope.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => toggleReaction(db, user!, input.id, 'like'),
  }),
  defineEndpoint(researchDataCalls.disLike, {
    summary: 'Spec section 7 name of dislike (negative feedback, toggle). The answer is the usual envelope.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => toggleReaction(db, user!, input.id, 'dislike'),
  }),
  defineEndpoint(researchDataCalls.isCollect, {
    summary: 'Spec section 7 name of collect (toggle). The answer is the usual envelope.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => toggleReaction(db, user!, input.id, 'collect'),
  }),
  defineEndpoint(researchDataCalls.companies, {
    summary: 'Companies to name in a directional disclosure (id and name; keyword filter).',
    access: USER,
    handler: ({ db, input }) =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(input.keyword ? ilike(companies.name, `%${input.keyword}%`) : undefined)
        .orderBy(asc(companies.name))
        .limit(input.pageSize),
  }),
  defineEndpoint(researchDataCalls.listAdmin, {
    summary: 'The public administrator’s data management list: every saved record not in the recycle bin with its state, review state, versions and counts; keyword, visibility and experiment type filters (values still per policy).',
    access: permission(PERMISSIONS.auditPublish),
    handler: ({ db, input, user }) => pageAdmin(db, input, user!),
  }),
  defineEndpoint(researchDataCalls.DataManagement, {
    summary: 'Spec section 7’s admin path name of listAdmin: the public administrator’s data management list (same list, same filters, same permission).',
    access: permission(PERMISSIONS.auditPublish),
    handler: ({ db, input, user }) => pageAdmin(db, input, user!),
  }),
  defineEndpoint(rddaAuditCalls.page, {
    summary: 'The public administrator’s queue of R&D data publication applications (the shared review queue, kind researchData; default: submitted or under review). 403 for a role that reviews nothing.',
    access: USER,
    handler: ({ db, input, user }) => auditPage(db, user!.id, input),
  }),
  defineEndpoint(rddaAuditCalls.detail, {
    summary: 'The publication review of one record (by record id) with every step; for its owner side and its reviewers (shared workflow).',
    access: USER,
    handler: ({ db, input, user }) => auditDetail(db, user!.id, input.id),
  }),
  defineEndpoint(rddaAuditCalls.start, {
    summary: 'A reviewer takes a record’s publication application under review (shared workflow; never its owner).',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => auditAct(db, user!.id, input.id, 'start'),
  }),
  defineEndpoint(rddaAuditCalls.approve, {
    summary: 'A reviewer approves a record’s publication under review: it becomes published to all users (shared workflow; the owner gets a message).',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => auditAct(db, user!.id, input.id, 'approve', input.comment),
  }),
  defineEndpoint(rddaAuditCalls.reject, {
    summary: 'A reviewer rejects a record’s publication under review with a required reason: audit failed (shared workflow; the owner gets a message).',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => auditAct(db, user!.id, input.id, 'fail', input.comment),
  }),
  defineEndpoint(researchDataCalls.standardOptions, {
    summary: 'Grades of standards the caller may link a record to (the editor’s myStandardList tab): those of the standard system the caller manages (any review state) and those of approved enterprise standards, never a repealed one; keyword on grade, standard or system; whether the caller has a system.',
    access: USER,
    handler: ({ db, input, user }) => linkableGrades(db, user!, { keyword: input.keyword, limit: 100 }),
  }),
  defineEndpoint(researchDataCalls.listCompany, {
    summary: 'The company administrator’s R&D data management: the records of the company’s users the policy lets the administrator find (not drafts, not private, not in the bin), with review state, versions, views, likes and applications; keyword, visibility and experiment type filters.',
    access: permission(PERMISSIONS.companyManage),
    handler: ({ db, input, user }) => pageCompany(db, input, user!),
  }),
  defineEndpoint(researchDataCalls.exportCompany, {
    summary: 'The same company list (same filters, up to 5000 rows) as an Excel file (.xlsx), labels in the caller’s language.',
    access: permission(PERMISSIONS.companyManage),
    binary: true,
    handler: ({ db, input, user, t }) => exportCompany(db, input, user!, t),
  }),
  defineEndpoint(rddaCalls.apply, {
    summary: 'Applies for access to a record the caller can find but not fully read, with a reason.',
    access: USER,
    rateLimit: RATE_LIMITS.message,
    handler: ({ db, input, user }) => applyForAccess(db, user!, input.id, input.reason),
  }),
  defineEndpoint(rddaCalls.decide, {
    summary: 'The record’s owner approves an application (optionally until a date) or rejects it with a reason.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => decideApplication(db, user!, input),
  }),
  defineEndpoint(rddaCalls.revoke, {
    summary: 'The record’s owner revokes a grant; it stops working on the next call.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => revokeGrant(db, user!, input.applicationId),
  }),
  defineEndpoint(rddaCalls.page, {
    summary: 'Permission applications the caller sent or received, newest first, with their history.',
    access: USER,
    handler: ({ db, input, user }) => pageApplications(db, user!, input),
  }),
  defineEndpoint(rddaExchangeCalls.propose, {
    summary: 'Data exchange: a user who can find a record but not fully read it offers one of their own saved records in return, with an optional message; the owner is notified.',
    access: USER,
    rateLimit: RATE_LIMITS.message,
    handler: ({ db, input, user }) => proposeExchange(db, user!, input),
  }),
  defineEndpoint(rddaExchangeCalls.decide, {
    summary: 'The asked record’s owner accepts an exchange (optionally until a date: both sides are granted the other’s record and both records count one trade) or declines it with a reason.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => decideExchange(db, user!, input),
  }),
  defineEndpoint(rddaExchangeCalls.withdraw, {
    summary: 'The proposer withdraws a pending exchange.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => withdrawExchange(db, user!, input.exchangeId),
  }),
  defineEndpoint(rddaExchangeCalls.page, {
    summary: 'Data exchanges the caller proposed or received, newest first, with their state (pending, accepted and active, expired or revoked, declined, withdrawn).',
    access: USER,
    handler: ({ db, input, user }) => pageExchanges(db, user!, input),
  }),
];
