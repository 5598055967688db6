import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { inLanguage } from '@/lib/i18n/in-language';
import type { Locale } from '@/lib/i18n/routing';
import type { ReportAuthor } from '@/lib/ranking/contract';
import { badRequest } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudProfiles, rankingReportAuthors } from '@/lib/server/db/schema';
import { listFilesOfOwners } from '@/lib/server/files/service';

/**
 * Expert reports and uploaded reports (issue 33 behaviour 6, docs/RANKING.md "Paid reports"). An expert report is a
 * report item with an expert author: one of the cloud area's expert profiles (`cloud_profiles` of kind expert, read
 * here from the shared table; the seeded ones are demo people and say so). An administrator may upload the report's
 * PDF (owner `rankingReport`, field `uploaded`), which buyers get instead of the generated one.
 */

export const REPORT_OWNER_KIND = 'rankingReport';
/** The PDF generated from the published results (stored on its first download). */
export const REPORT_FILE_FIELD = 'report';
/** The PDF an administrator uploaded in its place. */
export const REPORT_UPLOAD_FIELD = 'uploaded';

type ProfileRow = Pick<typeof cloudProfiles.$inferSelect, 'id' | 'nameZh' | 'nameEn' | 'titleZh' | 'titleEn' | 'orgZh' | 'orgEn' | 'demo'>;

const profileColumns = { id: cloudProfiles.id, nameZh: cloudProfiles.nameZh, nameEn: cloudProfiles.nameEn, titleZh: cloudProfiles.titleZh, titleEn: cloudProfiles.titleEn, orgZh: cloudProfiles.orgZh, orgEn: cloudProfiles.orgEn, demo: cloudProfiles.demo };

const authorView = (p: ProfileRow, locale: Locale): ReportAuthor => ({
  id: p.id,
  name: inLanguage(locale, p.nameZh, p.nameEn),
  title: inLanguage(locale, p.titleZh, p.titleEn),
  org: inLanguage(locale, p.orgZh, p.orgEn),
  demo: p.demo,
});

const activeExpert = and(eq(cloudProfiles.kind, 'expert'), eq(cloudProfiles.active, true));

/** qc/reportExperts: the experts an administrator may name as a report's author. */
export async function reportExperts(db: DbExecutor, locale: Locale): Promise<ReportAuthor[]> {
  const rows = await db.select(profileColumns).from(cloudProfiles).where(activeExpert).orderBy(asc(cloudProfiles.id));
  return rows.map((p) => authorView(p, locale));
}

/** The author and whether an uploaded PDF replaces the generated one, for each of the report items. */
export async function reportExtras(db: DbExecutor, itemIds: readonly number[], locale: Locale): Promise<Map<number, { author: ReportAuthor | null; uploaded: boolean }>> {
  const extras = new Map<number, { author: ReportAuthor | null; uploaded: boolean }>();
  if (!itemIds.length) return extras;
  const [authors, uploads] = await Promise.all([
    db.select({ itemId: rankingReportAuthors.itemId, p: profileColumns }).from(rankingReportAuthors).innerJoin(cloudProfiles, eq(cloudProfiles.id, rankingReportAuthors.expertId)).where(inArray(rankingReportAuthors.itemId, [...itemIds])),
    listFilesOfOwners(db, REPORT_OWNER_KIND, itemIds, REPORT_UPLOAD_FIELD),
  ]);
  for (const id of itemIds) {
    const a = authors.find((r) => r.itemId === id);
    extras.set(id, { author: a ? authorView(a.p, locale) : null, uploaded: (uploads.get(id)?.length ?? 0) > 0 });
  }
  return extras;
}

/** Names (or, with null, removes) a report's expert author; not an active expert 400 naming `expertId`. */
export async function setReportAuthor(tx: DbExecutor, itemId: number, expertId: number | null): Promise<void> {
  if (expertId === null) {
    await tx.delete(rankingReportAuthors).where(eq(rankingReportAuthors.itemId, itemId));
    return;
  }
  const [expert] = await tx.select({ id: cloudProfiles.id }).from(cloudProfiles).where(and(eq(cloudProfiles.id, expertId), activeExpert));
  if (!expert) throw badRequest('Ranking.noSuchExpert');
  await tx.insert(rankingReportAuthors).values({ itemId, expertId }).onConflictDoUpdate({ target: rankingReportAuthors.itemId, set: { expertId } });
}
