import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { CourseCategory, CourseEditorRow, CourseEntry, CourseFormat, courseEditorListSchema, saveCourseSchema } from '@/lib/directories/contract';
import { courseWorkingDays } from '@/lib/directories/schedule';
import type { Locale } from '@/lib/i18n/routing';
import type { z } from '@/lib/zod';
import { badRequest, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { directoryCourses } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { iso, keywordIn, listConditions, richFor } from './shared';
import { inLanguage } from '@/lib/i18n/in-language';
import type { HolidayCalendar } from '@/lib/working-days';
import { loadHolidayCalendar } from '@/lib/server/calendar/holidays';

/** Digital talent training (/digitalTalentTraining, /digitalTalentTrainingList; `digital/*`): courses with their schedule. */

type Row = typeof directoryCourses.$inferSelect;
type ListInput = z.output<typeof courseEditorListSchema>;
type SaveInput = z.output<typeof saveCourseSchema>;

function view(row: Row, locale: Locale, calendar: HolidayCalendar): CourseEntry {
  return {
    id: row.id,
    category: row.category as CourseCategory,
    title: inLanguage(locale, row.titleZh, row.titleEn),
    startDate: row.startDate,
    endDate: row.endDate,
    workingDays: courseWorkingDays(row.startDate, row.endDate, calendar),
    format: row.format as CourseFormat,
    feeNote: inLanguage(locale, row.feeNoteZh, row.feeNoteEn),
    contact: inLanguage(locale, row.contactZh, row.contactEn),
    description: richFor(locale, row.descriptionZh, row.descriptionEn),
    published: row.published,
    demo: row.demo,
    updatedAt: iso(row.updatedAt),
  };
}

const source = (row: Row): CourseEditorRow['source'] => ({
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  category: row.category as CourseCategory,
  startDate: row.startDate,
  endDate: row.endDate,
  format: row.format as CourseFormat,
  feeNoteZh: row.feeNoteZh,
  feeNoteEn: row.feeNoteEn,
  contactZh: row.contactZh,
  contactEn: row.contactEn,
  descriptionZh: row.descriptionZh,
  descriptionEn: row.descriptionEn,
  published: row.published,
});

async function page(db: DbExecutor, input: ListInput, readers: boolean) {
  const where = listConditions(directoryCourses, input, readers, (k) => keywordIn(k, [directoryCourses.titleZh, directoryCourses.titleEn]));
  const [{ total }] = await db.select({ total: count() }).from(directoryCourses).where(where);
  const rows = await db
    .select()
    .from(directoryCourses)
    .where(where)
    .orderBy(desc(directoryCourses.startDate), desc(directoryCourses.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows, total };
}

/** `digital/list`: published courses, latest start first. */
export async function listCourses(db: DbExecutor, input: ListInput, locale: Locale): Promise<Paged<CourseEntry>> {
  const { rows, total } = await page(db, { ...input, state: undefined }, true);
  const calendar = await loadHolidayCalendar(db);
  return { list: rows.map((r) => view(r, locale, calendar)), total, page: input.page, pageSize: input.pageSize };
}

/** `digital/getList` (editors): every course with its stored texts of both languages. */
export async function editorCourses(db: DbExecutor, input: ListInput, locale: Locale): Promise<Paged<CourseEditorRow>> {
  const { rows, total } = await page(db, input, false);
  const calendar = await loadHolidayCalendar(db);
  return { list: rows.map((r) => ({ ...view(r, locale, calendar), source: source(r) })), total, page: input.page, pageSize: input.pageSize };
}

/** `digital/getDetail`: a draft is 404 to everyone but an editor. */
export async function courseDetail(db: DbExecutor, id: number, locale: Locale, editor: boolean): Promise<CourseEntry> {
  const [row] = await db.select().from(directoryCourses).where(eq(directoryCourses.id, id));
  if (!row || (!row.published && !editor)) throw notFound('Directories.errors.notFound');
  return view(row, locale, await loadHolidayCalendar(db));
}

/** `digital/save`. */
export async function saveCourse(db: Db, input: SaveInput, at: Date): Promise<{ id: number }> {
  const descriptionZh = sanitizeRichText(input.descriptionZh);
  const descriptionEn = sanitizeRichText(input.descriptionEn);
  if (!descriptionZh.trim()) throw badRequest('Directories.errors.descriptionZhRequired');
  if (!descriptionEn.trim()) throw badRequest('Directories.errors.descriptionEnRequired');
  const { id, ...rest } = input;
  const values = { ...rest, descriptionZh, descriptionEn, updatedAt: at };
  const [row] = id
    ? await db.update(directoryCourses).set(values).where(eq(directoryCourses.id, id)).returning({ id: directoryCourses.id })
    : await db.insert(directoryCourses).values({ ...values, createdAt: at }).returning({ id: directoryCourses.id });
  if (!row) throw notFound('Directories.errors.notFound');
  return row;
}

/** `digital/delete`. */
export async function deleteCourse(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(directoryCourses).where(eq(directoryCourses.id, id)).returning({ id: directoryCourses.id });
  if (!row) throw notFound('Directories.errors.notFound');
  return row;
}
