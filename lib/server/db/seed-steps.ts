import type { SeedStep } from './seed';
import { accountSeedStep } from '@/lib/server/account/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import { materialsSeedStep } from '@/lib/server/materials/seed';
import { intelligenceSeedStep } from '@/lib/server/intelligence/seed';

/**
 * The ordered seed steps of every domain. Each domain exports its step from
 * lib/server/<domain>/seed.ts and is listed here once.
 */
export const seedSteps: SeedStep[] = [authSeedStep, accountSeedStep, materialsSeedStep, intelligenceSeedStep];
