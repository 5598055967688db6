import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { ApplicantType, ApplicationView } from '@/lib/ranking/contract';
import type { SaveApplicationParsed } from '@/lib/ranking/application-schema';
import { notFoundId } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { rankingApplications } from '@/lib/server/db/schema';
import { attachFiles, listFiles, listFilesOfOwners } from '@/lib/server/files/service';
import { reviewState, reviewStates, submitForReview } from '@/lib/server/reviews/service';
import { PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { APPLICATION_FILES_FIELD, APPLICATION_OWNER_KIND } from './files';
import { categoryByCode, categoryView, listCategories } from './model';

type Row = typeof rankingApplications.$inferSelect;

function view(row: Row, locale: Locale, categories: Awaited<ReturnType<typeof listCategories>>, state: string, attachments: ApplicationView['attachments']): ApplicationView {
  const category = categories.find((c) => c.id === row.categoryId);
  return {
    id: row.id,
    userType: row.userType as ApplicantType,
    companyName: row.companyName,
    creditCode: row.creditCode,
    address: row.address,
    productName: row.productName,
    category: category ? categoryView(category, locale) : null,
    steelmakingLine: row.steelmakingLine,
    rollingLine: row.rollingLine,
    manufacturer: row.manufacturer,
    contactName: row.contactName,
    contactInfo: row.contactInfo,
    instructions: row.instructions,
    attachments,
    state,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `qc/saveApplication` (issue 33 behaviour 4, spec §3 and §5): the application with its attachments, submitted to the
 * review of kind `rankingApplication` (public administrators) in one transaction; the applicant hears each decision
 * by message (the review workflow writes it).
 */
export async function saveApplication(db: Db, user: SessionUser, input: SaveApplicationParsed, at: Date): Promise<{ id: number }> {
  const category = input.category ? await categoryByCode(db, input.category) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rankingApplications)
      .values({
        userId: user.id,
        userType: input.userType,
        companyName: input.companyName,
        creditCode: input.creditCode,
        address: input.address,
        productName: input.productName,
        categoryId: category?.id ?? null,
        steelmakingLine: input.steelmakingLine,
        rollingLine: input.rollingLine,
        manufacturer: input.manufacturer,
        contactName: input.contactName,
        contactInfo: input.contactInfo,
        instructions: input.instructions,
        createdAt: at,
      })
      .returning({ id: rankingApplications.id });
    if (input.fileIds.length) await attachFiles(tx, { ownerKind: APPLICATION_OWNER_KIND, ownerId: row.id, field: APPLICATION_FILES_FIELD, userId: user.id, fileIds: input.fileIds });
    await submitForReview(tx, { kind: 'rankingApplication', id: row.id, userId: user.id, title: `${input.companyName} · ${input.productName}` });
    return { id: row.id };
  });
}

/** `qc/myApplications`: the caller's own applications, newest first, with their review state. */
export async function myApplications(db: DbExecutor, locale: Locale, userId: number, page: { page: number; pageSize: number }): Promise<Paged<ApplicationView>> {
  const where = eq(rankingApplications.userId, userId);
  const rows = await db.select().from(rankingApplications).where(where).orderBy(desc(rankingApplications.createdAt), desc(rankingApplications.id)).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(rankingApplications).where(where);
  const categories = await listCategories(db);
  const states = await reviewStates(db, 'rankingApplication', rows.map((r) => r.id));
  const files = await listFilesOfOwners(db, APPLICATION_OWNER_KIND, rows.map((r) => r.id), APPLICATION_FILES_FIELD);
  return {
    list: rows.map((r) => view(r, locale, categories, states.get(r.id) ?? 'notSubmitted', (files.get(r.id) ?? []).map((f) => ({ id: f.id, name: f.name, size: f.size, url: f.url })))),
    total: Number(n),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** `qc/applicationGet`: one application, for its applicant or a reviewer (audit:publish); anyone else 404. */
export async function applicationGet(db: DbExecutor, locale: Locale, user: SessionUser, id: number): Promise<ApplicationView> {
  const [row] = await db.select().from(rankingApplications).where(eq(rankingApplications.id, id));
  if (!row || (row.userId !== user.id && !roleHasPermission(user.role, PERMISSIONS.auditPublish))) throw notFoundId();
  const files = await listFiles(db, APPLICATION_OWNER_KIND, id, APPLICATION_FILES_FIELD);
  return view(row, locale, await listCategories(db), await reviewState(db, { kind: 'rankingApplication', id }), files.map((f) => ({ id: f.id, name: f.name, size: f.size, url: f.url })));
}
