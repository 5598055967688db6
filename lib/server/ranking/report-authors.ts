import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { ReportAuthor } from '@/lib/ranking/contract';
import { badRequest } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { rankingReportAuthors } from '@/lib/server/db/schema';
import { activeExperts, isActiveExpert, profileSummaries, type ExpertSummary } from '@/lib/server/cloud/profiles';
import { listFilesOfOwners } from '@/lib/server/files/service';

/**
 * Expert reports and uploaded reports (issue 33 behaviour 6, docs/RANKING.md "Paid reports"). An expert report is a
 * report item with an expert author: one of the cloud area's expert profiles (`cloud_profiles` of kind expert, read
 * through the cloud's functions, lib/server/cloud/profiles.ts, a declared dependency; the seeded ones are demo people and say so). An administrator may upload the report's
 * PDF (owner `rankingReport`, field `uploaded`), which buyers get instead of the generated one.
 */

export const REPORT_OWNER_KIND = 'rankingReport';
/** The PDF generated from the published results (stored on its first download). */
export const REPORT_FILE_FIELD = 'report';
/** The PDF an administrator uploaded in its place. */
export const REPORT_UPLOAD_FIELD = 'uploaded';

const authorView = (p: ExpertSummary): ReportAuthor => ({ id: p.id, name: p.name, title: p.title, org: p.org, demo: p.demo });

/** qc/reportExperts: the experts an administrator may name as a report's author. */
export async function reportExperts(db: DbExecutor, locale: Locale): Promise<ReportAuthor[]> {
  return (await activeExperts(db, locale)).map(authorView);
}

/** The author and whether an uploaded PDF replaces the generated one, for each of the report items. */
export async function reportExtras(db: DbExecutor, itemIds: readonly number[], locale: Locale): Promise<Map<number, { author: ReportAuthor | null; uploaded: boolean }>> {
  const extras = new Map<number, { author: ReportAuthor | null; uploaded: boolean }>();
  if (!itemIds.length) return extras;
  const [authors, uploads] = await Promise.all([
    db.select({ itemId: rankingReportAuthors.itemId, expertId: rankingReportAuthors.expertId }).from(rankingReportAuthors).where(inArray(rankingReportAuthors.itemId, [...itemIds])),
    listFilesOfOwners(db, REPORT_OWNER_KIND, itemIds, REPORT_UPLOAD_FIELD),
  ]);
  // The cloud owns the profiles: an author is shown while its profile exists (deactivated or not), as the join did.
  const profiles = await profileSummaries(db, authors.map((a) => a.expertId), locale);
  for (const id of itemIds) {
    const a = authors.find((r) => r.itemId === id);
    const profile = a ? profiles.get(a.expertId) : undefined;
    extras.set(id, { author: profile ? authorView(profile) : null, uploaded: (uploads.get(id)?.length ?? 0) > 0 });
  }
  return extras;
}

/** Names (or, with null, removes) a report's expert author; not an active expert 400 naming `expertId`. */
export async function setReportAuthor(tx: DbExecutor, itemId: number, expertId: number | null): Promise<void> {
  if (expertId === null) {
    await tx.delete(rankingReportAuthors).where(eq(rankingReportAuthors.itemId, itemId));
    return;
  }
  if (!(await isActiveExpert(tx, expertId))) throw badRequest('Ranking.noSuchExpert');
  await tx.insert(rankingReportAuthors).values({ itemId, expertId }).onConflictDoUpdate({ target: rankingReportAuthors.itemId, set: { expertId } });
}
