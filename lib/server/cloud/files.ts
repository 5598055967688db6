import 'server-only';
import { and, eq } from 'drizzle-orm';
import { mayReview } from '@/lib/reviews/kinds';
import { cloudLabApplications, cloudLaboratories } from '@/lib/server/db/schema';
import type { FileOwner } from '@/lib/server/files/service';

/** The file service's owner kind of a laboratory settlement application (docs/FILES.md, docs/CLOUD.md). */
export const APPLICATION_OWNER_KIND = 'cloudApplication';

/**
 * Spec sections 3 and 5: a logo (JPG/PNG ≤ 500 KB), a brochure, qualification scans and up to 5
 * service-capability template files. The applicant and the reviewers read them; once the
 * application has become an active laboratory they are its public material (logo, brochure,
 * certificates) and anyone may read them.
 */
export const labApplicationFileOwner: FileOwner = {
  ownerKind: APPLICATION_OWNER_KIND,
  fields: {
    logo: { kind: 'image', max: 1 },
    brochure: { kind: 'attachment', max: 1 },
    qualifications: { kind: 'attachment', max: 5 },
    capability: { kind: 'template', max: 5 },
  },
  canDownload: async (db, viewer, applicationId) => {
    const [row] = await db
      .select({ userId: cloudLabApplications.userId, labStatus: cloudLaboratories.status })
      .from(cloudLabApplications)
      .leftJoin(cloudLaboratories, and(eq(cloudLaboratories.id, cloudLabApplications.labId)))
      .where(eq(cloudLabApplications.id, applicationId));
    if (!row) return false;
    if (row.labStatus === 'active') return true;
    return !!viewer && (viewer.id === row.userId || mayReview('laboratory', viewer, null));
  },
};
