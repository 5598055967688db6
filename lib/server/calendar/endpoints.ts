import 'server-only';
import { calendarCalls } from '@/lib/calendar/contract';
import { defineEndpoint, permission } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { createHolidayYear, deleteHolidayYear, listHolidayYears, updateHolidayYear } from './holidays';

/** The holiday table's calls (lib/calendar/contract.ts): administrators only (admin:console), writes rate-limited as edits and audited. */
const ADMINS = permission(PERMISSIONS.administration);

export const calendarEndpoints = [
  defineEndpoint(calendarCalls.list, {
    summary: 'The official holiday arrangements entered from the State Council’s notices (newest year first, with their audit trail), the calendar package’s coverage and the years around today not yet published.',
    access: ADMINS,
    handler: ({ db, request }) => listHolidayYears(db, request.at),
  }),
  defineEndpoint(calendarCalls.create, {
    summary: 'Enters a year’s holiday arrangement from its notice (days off and make-up working days on weekends); used before the package’s data. A year already entered is 409.',
    access: ADMINS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user, request }) => createHolidayYear(db, user!.id, input, request.at),
  }),
  defineEndpoint(calendarCalls.update, {
    summary: 'Replaces a year’s notice and all its days (a corrected notice); an unknown year is 404. Recorded in the audit trail.',
    access: ADMINS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user, request }) => updateHolidayYear(db, user!.id, input, request.at),
  }),
  defineEndpoint(calendarCalls.delete, {
    summary: 'Removes a year’s arrangement: its holidays are not yet published again unless the package knows them. Recorded in the audit trail.',
    access: ADMINS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user, request }) => deleteHolidayYear(db, user!.id, input.year, request.at),
  }),
];
