import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApplicationView, SaveApplicationInput } from '@/lib/cloud/contract';
import type { ItemUnit, QualificationKind } from '@/lib/cloud/types';
import type { Locale } from '@/lib/i18n/routing';
import { mayReview } from '@/lib/reviews/kinds';
import { badRequest, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { cloudEquipment, cloudLabApplications, cloudLaboratories, cloudOfferings, cloudQualifications, regions, reviewItems, users } from '@/lib/server/db/schema';
import { listFiles, replaceFiles } from '@/lib/server/files/service';
import type { ReviewHooks } from '@/lib/server/reviews/hooks';
import { submitForReview, withdrawReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import { APPLICATION_OWNER_KIND } from './files';
import { itemName, itemsById } from './items';
import { inLanguage } from '@/lib/i18n/in-language';

type AppRow = typeof cloudLabApplications.$inferSelect;

/**
 * Laboratory settlement applications (issue 15 item 2; spec section 3 "laboratory application",
 * section 6 "laboratory settlement needs review"): one per user, reviewed as kind `laboratory` by
 * the public administrator. Approval (a review hook, in the decision's transaction) creates the
 * laboratory with its qualifications, equipment and offerings, or updates it after a re-approval,
 * and gives the applicant the laboratory role; revoking the approval suspends the laboratory.
 */

/** Staff cannot settle a laboratory: their role would be replaced by the laboratory role. */
const STAFF_ROLES = new Set(['customer_service', 'public_admin']);

async function regionName(db: DbExecutor, code: string | null, locale: Locale): Promise<string> {
  if (!code) return '';
  const [r] = await db.select().from(regions).where(eq(regions.code, code));
  return r ? inLanguage(locale, r.nameZh, r.nameEn) : code;
}

async function toView(db: DbExecutor, app: AppRow, locale: Locale): Promise<ApplicationView> {
  const [[review], [applicant], items, logo, brochure, qualificationFiles, capabilityFiles] = await Promise.all([
    db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'laboratory'), eq(reviewItems.subjectId, app.id))),
    db.select({ userName: users.userName }).from(users).where(eq(users.id, app.userId)),
    itemsById(db, app.offerings.map((o) => o.itemId)),
    listFiles(db, APPLICATION_OWNER_KIND, app.id, 'logo'),
    listFiles(db, APPLICATION_OWNER_KIND, app.id, 'brochure'),
    listFiles(db, APPLICATION_OWNER_KIND, app.id, 'qualifications'),
    listFiles(db, APPLICATION_OWNER_KIND, app.id, 'capability'),
  ]);
  return {
    id: app.id,
    nameZh: app.nameZh,
    nameEn: app.nameEn,
    introZh: app.introZh,
    introEn: app.introEn,
    provinceCode: app.provinceCode,
    province: await regionName(db, app.provinceCode, locale),
    cityCode: app.cityCode,
    address: app.address,
    contactName: app.contactName,
    contactPhone: app.contactPhone,
    contactEmail: app.contactEmail,
    qualifications: app.qualifications.map((q) => ({ kind: q.kind as QualificationKind, certificateNo: q.certificateNo, name: q.name ?? null, validUntil: q.validUntil ?? null })),
    equipment: app.equipment.map((e) => ({ nameZh: e.nameZh, nameEn: e.nameEn, model: e.model, maker: e.maker ?? null })),
    offerings: app.offerings.map((o) => {
      const item = items.get(o.itemId);
      return { itemId: o.itemId, name: item ? itemName(item, locale) : `#${o.itemId}`, unit: (item?.unit ?? 'sample') as ItemUnit, priceFen: o.priceFen, cycleDays: o.cycleDays };
    }),
    logo: logo[0] ?? null,
    brochure: brochure[0] ?? null,
    qualificationFiles,
    capabilityFiles,
    state: (review?.state ?? 'notSubmitted') as ApplicationView['state'],
    reviewId: review?.id ?? null,
    labId: app.labId,
    applicantName: applicant?.userName ?? '',
    updatedAt: app.updatedAt.toISOString(),
  };
}

export async function myApplication(db: DbExecutor, user: SessionUser, locale: Locale): Promise<ApplicationView | null> {
  const [app] = await db.select().from(cloudLabApplications).where(eq(cloudLabApplications.userId, user.id));
  return app ? toView(db, app, locale) : null;
}

/** One application: for its applicant and the reviewers of laboratory applications. */
export async function getApplication(db: DbExecutor, user: SessionUser, id: number, locale: Locale): Promise<ApplicationView> {
  const [app] = await db.select().from(cloudLabApplications).where(eq(cloudLabApplications.id, id));
  if (!app) throw notFound('Cloud.errors.noSuchApplication');
  if (app.userId !== user.id && !mayReview('laboratory', user, null)) throw forbidden();
  return toView(db, app, locale);
}

async function checkRegions(db: DbExecutor, provinceCode: string, cityCode: string | undefined) {
  const [p] = await db.select().from(regions).where(and(eq(regions.code, provinceCode), isNull(regions.parentCode)));
  if (!p) throw badRequest('Cloud.errors.badRegion');
  if (cityCode) {
    const [c] = await db.select().from(regions).where(and(eq(regions.code, cityCode), eq(regions.parentCode, provinceCode)));
    if (!c) throw badRequest('Cloud.errors.badRegion');
  }
}

/** Saves the caller's application with its files and submits it (an approved one goes back to review). */
export async function saveApplication(db: Db, user: SessionUser, input: SaveApplicationInput, locale: Locale): Promise<ApplicationView> {
  if (STAFF_ROLES.has(user.role)) throw forbidden();
  await checkRegions(db, input.provinceCode, input.cityCode);
  const items = await itemsById(db, input.offerings.map((o) => o.itemId));
  if (input.offerings.some((o) => !items.has(o.itemId))) throw badRequest('Cloud.errors.noSuchItem');
  const values = {
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    introZh: input.introZh,
    introEn: input.introEn ?? '',
    provinceCode: input.provinceCode,
    cityCode: input.cityCode ?? null,
    address: input.address || null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail || null,
    qualifications: input.qualifications.map((q) => ({ kind: q.kind, certificateNo: q.certificateNo, name: q.name || null, validUntil: q.validUntil || null })),
    equipment: input.equipment.map((e) => ({ nameZh: e.nameZh, nameEn: e.nameEn, model: e.model, maker: e.maker || null })),
    offerings: input.offerings,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(cloudLabApplications).where(eq(cloudLabApplications.userId, user.id)).for('update');
    let id: number;
    if (existing) {
      await tx.update(cloudLabApplications).set(values).where(eq(cloudLabApplications.id, existing.id));
      id = existing.id;
    } else {
      [{ id }] = await tx.insert(cloudLabApplications).values({ ...values, userId: user.id }).returning({ id: cloudLabApplications.id });
    }
    const files = { logo: input.logoId ? [input.logoId] : [], brochure: input.brochureId ? [input.brochureId] : [], qualifications: input.qualificationFileIds, capability: input.capabilityFileIds };
    for (const [field, fileIds] of Object.entries(files)) await replaceFiles(tx, { userId: user.id, ownerKind: APPLICATION_OWNER_KIND, ownerId: id, field, fileIds });
    await submitForReview(tx, { kind: 'laboratory', id, userId: user.id, title: input.nameZh });
  });
  return (await myApplication(db, user, locale))!;
}

/** The applicant takes a pending application back (submitted or under review → not submitted). */
export async function withdrawApplication(db: Db, user: SessionUser, locale: Locale): Promise<ApplicationView> {
  await db.transaction(async (tx) => {
    const [app] = await tx.select().from(cloudLabApplications).where(eq(cloudLabApplications.userId, user.id));
    if (!app) throw notFound('Cloud.errors.noSuchApplication');
    await withdrawReview(tx, { kind: 'laboratory', id: app.id, userId: user.id });
  });
  return (await myApplication(db, user, locale))!;
}

/** Approval: the laboratory is created (or brought up to date) from the application; the applicant becomes a laboratory user. */
async function settle(tx: DbExecutor, applicationId: number): Promise<void> {
  const [app] = await tx.select().from(cloudLabApplications).where(eq(cloudLabApplications.id, applicationId)).for('update');
  if (!app) throw notFound('Cloud.errors.noSuchApplication');
  const [logo] = await listFiles(tx, APPLICATION_OWNER_KIND, app.id, 'logo');
  const lab = {
    ownerId: app.userId,
    nameZh: app.nameZh,
    nameEn: app.nameEn,
    introZh: app.introZh,
    introEn: app.introEn,
    provinceCode: app.provinceCode,
    cityCode: app.cityCode,
    address: app.address,
    contactName: app.contactName,
    contactPhone: app.contactPhone,
    contactEmail: app.contactEmail,
    logoFileId: logo?.id ?? null,
    cma: app.qualifications.some((q) => q.kind === 'cma'),
    cnas: app.qualifications.some((q) => q.kind === 'cnas'),
    status: 'active',
    applicationId: app.id,
  };
  let labId = app.labId;
  if (labId) {
    await tx.update(cloudLaboratories).set(lab).where(eq(cloudLaboratories.id, labId));
    await tx.delete(cloudQualifications).where(eq(cloudQualifications.labId, labId));
    await tx.delete(cloudEquipment).where(eq(cloudEquipment.labId, labId));
    await tx.delete(cloudOfferings).where(eq(cloudOfferings.labId, labId));
  } else {
    [{ id: labId }] = await tx.insert(cloudLaboratories).values({ ...lab, slug: `lab-${app.id}` }).returning({ id: cloudLaboratories.id });
    await tx.update(cloudLabApplications).set({ labId }).where(eq(cloudLabApplications.id, app.id));
  }
  if (app.qualifications.length) {
    await tx.insert(cloudQualifications).values(app.qualifications.map((q) => ({ labId: labId!, kind: q.kind, certificateNo: q.certificateNo, name: q.name ?? null, validUntil: q.validUntil ?? null })));
  }
  if (app.equipment.length) await tx.insert(cloudEquipment).values(app.equipment.map((e, sort) => ({ labId: labId!, nameZh: e.nameZh, nameEn: e.nameEn, model: e.model, maker: e.maker ?? null, sort })));
  if (app.offerings.length) await tx.insert(cloudOfferings).values(app.offerings.map((o) => ({ labId: labId!, itemId: o.itemId, priceFen: o.priceFen, cycleDays: o.cycleDays })));
  await tx.update(users).set({ role: 'laboratory' }).where(eq(users.id, app.userId));
}

/** Revoking the approval takes the laboratory off the lists until it is approved again. */
async function suspend(tx: DbExecutor, applicationId: number): Promise<void> {
  const [app] = await tx.select({ labId: cloudLabApplications.labId }).from(cloudLabApplications).where(eq(cloudLabApplications.id, applicationId));
  if (app?.labId) await tx.update(cloudLaboratories).set({ status: 'suspended' }).where(eq(cloudLaboratories.id, app.labId));
}

/** The decisions on laboratory settlement reviews (`laboratory`) this domain reacts to (its manifest hands them to the review workflow). */
export const laboratoryReviewHooks: ReviewHooks = {
  approve: (tx, event) => settle(tx, event.subjectId),
  revoke: (tx, event) => suspend(tx, event.subjectId),
};
