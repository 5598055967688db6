import 'server-only';
import { digitalCalls, expertCalls, industrialCalls } from '@/lib/directories/contract';
import { defineEndpoint, permission, PUBLIC } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { appDetail, deleteApp, editorApps, listApps, saveApp } from './apps';
import { courseDetail, deleteCourse, editorCourses, listCourses, saveCourse } from './courses';
import { deleteExpert, editorExperts, expertDetail, listExperts, saveExpert } from './experts';
import { isEditor } from './shared';

/** The services directories (docs/DIRECTORIES.md): expert services, industry apps, digital talent training. */
const EDITORS = permission(PERMISSIONS.administration);

export const directoryEndpoints = [
  defineEndpoint(expertCalls.list, {
    summary: 'Published expert services (experts of the cloud area with what they offer), paged; keyword (expert, organisation, services) and category filters.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => listExperts(db, input, locale),
  }),
  defineEndpoint(expertCalls.getList, {
    summary: 'Every expert services entry, published or draft, with both languages (editors: admin:console).',
    access: EDITORS,
    handler: ({ db, input, locale }) => editorExperts(db, input, locale),
  }),
  defineEndpoint(expertCalls.getDetail, {
    summary: 'One expert services entry; a draft is 404 except to editors.',
    access: PUBLIC,
    handler: ({ db, input, locale, user }) => expertDetail(db, input.id, locale, isEditor(user)),
  }),
  defineEndpoint(expertCalls.save, {
    summary: 'Creates or updates an expert services entry (an active expert profile, one entry each; services cleaned rich text in both languages).',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, request }) => saveExpert(db, input, request.at),
  }),
  defineEndpoint(expertCalls.delete, {
    summary: 'Deletes an expert services entry (the expert profile stays).',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input }) => deleteExpert(db, input.id),
  }),
  defineEndpoint(industrialCalls.list, {
    summary: 'Published industry apps, newest first, paged; keyword (name, vendor) and category filters.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => listApps(db, input, locale),
  }),
  defineEndpoint(industrialCalls.getList, {
    summary: 'Every industry app, published or draft, with both languages (editors: admin:console).',
    access: EDITORS,
    handler: ({ db, input, locale }) => editorApps(db, input, locale),
  }),
  defineEndpoint(industrialCalls.getDetail, {
    summary: 'One industry app with its screenshots; a draft is 404 except to editors.',
    access: PUBLIC,
    handler: ({ db, input, locale, user }) => appDetail(db, input.id, locale, isEditor(user)),
  }),
  defineEndpoint(industrialCalls.save, {
    summary: 'Creates or updates an industry app with up to five screenshots (images ≤ 500 KB, the editor’s uploads); description cleaned rich text.',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, request, user }) => saveApp(db, input, user!.id, request.at),
  }),
  defineEndpoint(industrialCalls.delete, {
    summary: 'Deletes an industry app and lets its screenshots go.',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input }) => deleteApp(db, input.id),
  }),
  defineEndpoint(digitalCalls.list, {
    summary: 'Published digital talent training courses, latest start first, paged; keyword (title) and category filters; duration in working days.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => listCourses(db, input, locale),
  }),
  defineEndpoint(digitalCalls.getList, {
    summary: 'Every course, published or draft, with both languages (editors: admin:console).',
    access: EDITORS,
    handler: ({ db, input, locale }) => editorCourses(db, input, locale),
  }),
  defineEndpoint(digitalCalls.getDetail, {
    summary: 'One course; a draft is 404 except to editors.',
    access: PUBLIC,
    handler: ({ db, input, locale, user }) => courseDetail(db, input.id, locale, isEditor(user)),
  }),
  defineEndpoint(digitalCalls.save, {
    summary: 'Creates or updates a course (dates, online or offline, fee note, sign-up contact; description cleaned rich text).',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, request }) => saveCourse(db, input, request.at),
  }),
  defineEndpoint(digitalCalls.delete, {
    summary: 'Deletes a course.',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input }) => deleteCourse(db, input.id),
  }),
];
