import 'server-only';
import type { Call } from '@/lib/contract';
import { digitalCalls, expertCalls, industrialCalls } from '@/lib/directories/contract';
import { defineEndpoint, permission, PUBLIC, type EndpointDef, type EndpointOptions } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { appDetail, deleteApp, editorApps, listApps, saveApp } from './apps';
import { courseDetail, deleteCourse, editorCourses, listCourses, saveCourse } from './courses';
import { deleteExpert, editorExperts, expertDetail, listExperts, saveExpert } from './experts';
import { isEditor } from './shared';

/** The services directories (docs/DIRECTORIES.md): expert services, industry apps, digital talent training. */
const EDITORS = permission(PERMISSIONS.administration);

/** The five calls every directory has (lib/directories/contract.ts). */
type DirectoryCalls = { list: Call; getList: Call; getDetail: Call; save: Call; delete: Call };
/** A handler checked against its call's input and output. */
type HandlerOf<C> = C extends Call<infer S, infer O, infer _M, infer _A> ? EndpointOptions<S, O>['handler'] : never;
type DirectoryHandlers<C extends DirectoryCalls> = { [K in keyof DirectoryCalls]: { summary: string; handler: HandlerOf<C[K]> } };

/**
 * One directory's endpoints, each with the same rule: the published list and a detail for everyone
 * (a draft is 404 except to editors: the handler's part), the editors' list, save and delete for
 * editors (admin:console), save and delete rate-limited as edits.
 */
function directoryEndpointsOf<C extends DirectoryCalls>(calls: C, h: DirectoryHandlers<C>): EndpointDef[] {
  // The handlers are typed against their calls in DirectoryHandlers; here the calls are only spread.
  const serve = (call: Call, options: { summary: string; handler: unknown }, rule: object) => defineEndpoint(call, { ...options, ...rule } as never);
  return [
    serve(calls.list, h.list, { access: PUBLIC }),
    serve(calls.getList, h.getList, { access: EDITORS }),
    serve(calls.getDetail, h.getDetail, { access: PUBLIC }),
    serve(calls.save, h.save, { access: EDITORS, rateLimit: RATE_LIMITS.edit }),
    serve(calls.delete, h.delete, { access: EDITORS, rateLimit: RATE_LIMITS.edit }),
  ];
}

export const directoryEndpoints = [
  ...directoryEndpointsOf(expertCalls, {
    list: {
      summary: 'Published expert services (experts of the cloud area with what they offer), paged; keyword (expert, organisation, services) and category filters.',
      handler: ({ db, input, locale }) => listExperts(db, input, locale),
    },
    getList: { summary: 'Every expert services entry, published or draft, with both languages (editors: admin:console).', handler: ({ db, input, locale }) => editorExperts(db, input, locale) },
    getDetail: { summary: 'One expert services entry; a draft is 404 except to editors.', handler: ({ db, input, locale, user }) => expertDetail(db, input.id, locale, isEditor(user)) },
    save: {
      summary: 'Creates or updates an expert services entry (an active expert profile, one entry each; services cleaned rich text in both languages).',
      handler: ({ db, input, request }) => saveExpert(db, input, request.at),
    },
    delete: { summary: 'Deletes an expert services entry (the expert profile stays).', handler: ({ db, input }) => deleteExpert(db, input.id) },
  }),
  ...directoryEndpointsOf(industrialCalls, {
    list: { summary: 'Published industry apps, newest first, paged; keyword (name, vendor) and category filters.', handler: ({ db, input, locale }) => listApps(db, input, locale) },
    getList: { summary: 'Every industry app, published or draft, with both languages (editors: admin:console).', handler: ({ db, input, locale }) => editorApps(db, input, locale) },
    getDetail: { summary: 'One industry app with its screenshots; a draft is 404 except to editors.', handler: ({ db, input, locale, user }) => appDetail(db, input.id, locale, isEditor(user)) },
    save: {
      summary: 'Creates or updates an industry app with up to five screenshots (images ≤ 500 KB, the editor’s uploads); description cleaned rich text.',
      handler: ({ db, input, request, user }) => saveApp(db, input, user!.id, request.at),
    },
    delete: { summary: 'Deletes an industry app and lets its screenshots go.', handler: ({ db, input }) => deleteApp(db, input.id) },
  }),
  ...directoryEndpointsOf(digitalCalls, {
    list: {
      summary: 'Published digital talent training courses, latest start first, paged; keyword (title) and category filters; duration in working days.',
      handler: ({ db, input, locale }) => listCourses(db, input, locale),
    },
    getList: { summary: 'Every course, published or draft, with both languages (editors: admin:console).', handler: ({ db, input, locale }) => editorCourses(db, input, locale) },
    getDetail: { summary: 'One course; a draft is 404 except to editors.', handler: ({ db, input, locale, user }) => courseDetail(db, input.id, locale, isEditor(user)) },
    save: {
      summary: 'Creates or updates a course (dates, online or offline, fee note, sign-up contact; description cleaned rich text).',
      handler: ({ db, input, request }) => saveCourse(db, input, request.at),
    },
    delete: { summary: 'Deletes a course.', handler: ({ db, input }) => deleteCourse(db, input.id) },
  }),
];
