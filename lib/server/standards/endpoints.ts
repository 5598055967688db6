import 'server-only';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { standardCalls as c } from '@/lib/standards/contract';
import { pageAdmin } from './admin';
import { deleteGrade, deleteProperty, saveGrade, saveProperty } from './grades';
import { brandDetail, pagePublic } from './public';
import { deleteStandard, getStandard, repealStandard, saveStandard, submitStandard } from './standards';
import { deleteSystem, mySystem, saveSystem } from './systems';

/** Standard systems, standards, grades and mechanical properties (issue 16 item 6, docs/STANDARDS.md). */
export const standardEndpoints = [
  defineEndpoint(c.page, {
    summary: 'Approved, not repealed enterprise standards with their system and grades, newest approval first; keyword on number, name and system.',
    access: PUBLIC,
    handler: ({ db, input }) => pagePublic(db, input),
  }),
  defineEndpoint(c.get, {
    summary: 'One standard with its system, grades and mechanical properties: public once approved and not repealed; its owner side and the public administrator see it in any state.',
    access: PUBLIC,
    handler: ({ db, input, user }) => getStandard(db, user, input.id),
  }),
  defineEndpoint(c.brandDetail, {
    summary: 'A grade inside its standard and standard system (/allServer/brandDetail), with its mechanical properties by shape and specification band; same visibility as tm-standard/get.',
    access: PUBLIC,
    handler: ({ db, input, user }) => brandDetail(db, user, input.id),
  }),
  defineEndpoint(c.mySystem, {
    summary: 'The caller’s standard system (or the company’s, for its administrator) with its standards, their review state and grade counts.',
    access: USER,
    handler: ({ db, user }) => mySystem(db, user!),
  }),
  defineEndpoint(c.saveSystem, {
    summary: 'Adds the caller’s standard system (company users only; a user can only add one standard system: 409) or updates it (`id`, owner or company administrator).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => saveSystem(db, user!, input),
  }),
  defineEndpoint(c.deleteSystem, {
    summary: 'Deletes the caller’s standard system with its standards, grades, properties and reviews.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user }) => deleteSystem(db, user!),
  }),
  defineEndpoint(c.save, {
    summary: 'Adds a standard to the caller’s system or updates one (number, name, year, issuer); an approved standard that changes goes back to review; repealed ones are locked.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => saveStandard(db, user!, input),
  }),
  defineEndpoint(c.delete, {
    summary: 'Deletes one of the caller’s standards with its grades, properties and review.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => deleteStandard(db, user!, input.id),
  }),
  defineEndpoint(c.grade, {
    summary: 'Adds or renames a grade of a standard the caller manages (names unique in the standard).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => saveGrade(db, user!, input),
  }),
  defineEndpoint(c.deleteGrade, {
    summary: 'Deletes a grade with its mechanical properties.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => deleteGrade(db, user!, input.id),
  }),
  defineEndpoint(c.mechanicalProperty, {
    summary: 'Adds or updates a mechanical-property row of a grade: shape, delivery status, specification band (maximum not below minimum), tensile range, elongation, reduction of area, impact, hardness, bending, remarks.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => saveProperty(db, user!, input),
  }),
  defineEndpoint(c.deleteMechanicalProperty, {
    summary: 'Deletes a mechanical-property row.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => deleteProperty(db, user!, input.id),
  }),
  defineEndpoint(c.audit, {
    summary: 'Submits a standard with at least one grade for the public administrator’s review (kind enterpriseStandard, decided in /my/enterpriseStandardCheck through audit/*).',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, user }) => submitStandard(db, user!, input.id),
  }),
  defineEndpoint(c.repeal, {
    summary: 'Repeals an approved standard with a reason (its owner side or the public administrator); final: it leaves every public list at once and its owner is told.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => repealStandard(db, user!, input.id, input.reason),
  }),
  defineEndpoint(c.adminPage, {
    summary: 'Every submitted enterprise standard with its state (pending, approved, failed, repealed) for /my/administration/enterpriseStandardManagement.',
    access: permission(PERMISSIONS.auditPublish),
    handler: ({ db, input }) => pageAdmin(db, input),
  }),
];
