import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/server/api/types';
import { users } from '@/lib/server/db/schema';
import { PERMISSIONS } from '@/lib/server/auth/permissions';
import { countVisitsByPath, recordVisit } from './visits';

export const saveVisitDataSchema = z.object({
  plateform: z.enum(['PC', 'H5', 'APP']).default('PC'),
  source: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
  path: z.string().min(1).max(500),
  visitorToken: z.string().max(64).optional(),
});

export const updateLanguageTypeSchema = z.object({
  languageType: z.enum(['zh', 'en', 'CN', 'EN'], { error: 'Errors.languageType' }),
});

export const platformEndpoints = [
  defineEndpoint({
    method: 'POST',
    path: 'saveVisitData',
    summary: 'Records a page visit (plateform, source, url, path, visitorToken) and returns the visitor token to keep.',
    input: saveVisitDataSchema,
    access: { kind: 'public' },
    handler: async ({ input, db, user }) => recordVisit(db, input, user?.id ?? null),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'homePage/updateLanguageType',
    summary: "Stores the signed-in user's language (languageType zh/en, or CN/EN).",
    input: updateLanguageTypeSchema,
    access: { kind: 'user' },
    handler: async ({ input, db, user }) => {
      const languageType = input.languageType === 'CN' || input.languageType === 'zh' ? 'zh' : 'en';
      await db.update(users).set({ languageType, updatedAt: new Date() }).where(eq(users.id, user!.id));
      return { languageType };
    },
  }),
  defineEndpoint({
    method: 'GET',
    path: 'statistics/visitsByPath',
    summary: 'Visit and distinct-visitor counts per path (administrators and customer service).',
    input: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
    access: { kind: 'permission', code: PERMISSIONS.visitStats },
    handler: async ({ input, db }) => countVisitsByPath(db, input.limit),
  }),
];
