import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { directoryApps, directoryCourses, directoryExperts } from '@/lib/server/db/schema';
import { readSeedData } from '@/lib/server/db/seed-data';
import { expertIdByCode } from '@/lib/server/cloud/profiles';
import type { SeedStep } from '@/lib/server/ports/seed';
import { sanitizeRichText } from '@/lib/security/rich-text';

type ExpertSeed = Omit<typeof directoryExperts.$inferInsert, 'profileId'> & { profileCode: string };
type AppSeed = typeof directoryApps.$inferInsert;
type CourseSeed = typeof directoryCourses.$inferInsert;

/**
 * Demo directory entries (seed-data/directories/*.json, both languages, labelled demo): the services of the cloud
 * area's demo experts, and the apps and courses of a demo vendor. Runs after the cloud seed (the experts).
 */
export async function seedDirectories(db: Db): Promise<string> {
  const experts = readSeedData<ExpertSeed[]>('directories/experts.json');
  const apps = readSeedData<AppSeed[]>('directories/apps.json');
  const courses = readSeedData<CourseSeed[]>('directories/courses.json');
  const rich = <T extends { demo?: boolean }>(row: T, keys: (keyof T)[]) => ({ ...row, demo: true, ...Object.fromEntries(keys.map((k) => [k, sanitizeRichText(String(row[k]))])) });
  let expertRows = 0;
  for (const { profileCode, ...e } of experts) {
    const profileId = await expertIdByCode(db, profileCode);
    if (!profileId) continue;
    expertRows += (await db.insert(directoryExperts).values({ ...rich(e, ['servicesZh', 'servicesEn']), profileId }).onConflictDoNothing().returning({ id: directoryExperts.id })).length;
  }
  const appRows = await db.insert(directoryApps).values(apps.map((a) => rich(a, ['descriptionZh', 'descriptionEn']))).onConflictDoNothing().returning({ id: directoryApps.id });
  const courseRows = await db.insert(directoryCourses).values(courses.map((c) => rich(c, ['descriptionZh', 'descriptionEn']))).onConflictDoNothing().returning({ id: directoryCourses.id });
  return `${expertRows} demo expert services, ${appRows.length} demo apps, ${courseRows.length} demo courses`;
}

export const directoriesSeedStep: SeedStep = { name: 'directories-demo-v1', run: (db) => seedDirectories(db) };
