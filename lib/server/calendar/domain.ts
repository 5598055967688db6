import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as calendarTables from '@/lib/server/db/schema/calendar';
import { calendarEndpoints } from './endpoints';

/** The calendar domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const calendarDomain = defineDomain({
  name: 'calendar',
  summary: 'The official holiday table every working-day count reads, edited by the administrator.',
  endpoints: calendarEndpoints,
  tables: tablesOf(calendarTables),
  routes: ['/my/administration/holidays'],
  messages: ['Calendar'],
  tests: ['holidays'],
});
