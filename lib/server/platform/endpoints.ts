import 'server-only';
import { eq } from 'drizzle-orm';
import { platformCalls } from '@/lib/platform/contract';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { users } from '@/lib/server/db/schema';
import { PERMISSIONS } from '@/lib/session/permissions';
import { countVisitsByPath, recordVisit } from './visits';

export const platformEndpoints = [
  defineEndpoint(platformCalls.saveVisitData, {
    summary: 'Records a page visit (plateform, source, url, path, visitorToken) and returns the visitor token to keep.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.visit,
    handler: async ({ input, db, user }) => recordVisit(db, input, user?.id ?? null),
  }),
  defineEndpoint(platformCalls.updateLanguageType, {
    summary: "Stores the signed-in user's language (languageType zh/en, or CN/EN).",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ input, db, user }) => {
      const languageType = input.languageType === 'CN' || input.languageType === 'zh' ? 'zh' : 'en';
      await db.update(users).set({ languageType, updatedAt: new Date() }).where(eq(users.id, user!.id));
      return { languageType };
    },
  }),
  defineEndpoint(platformCalls.visitsByPath, {
    summary: 'Visit and distinct-visitor counts per path (administrators and customer service).',
    access: permission(PERMISSIONS.visitStats),
    handler: async ({ input, db }) => countVisitsByPath(db, input.limit),
  }),
];
