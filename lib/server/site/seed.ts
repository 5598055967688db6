import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { siteAboutItems, siteAgreements, siteContacts } from '@/lib/server/db/schema';
import { readSeedData } from '@/lib/server/db/seed-data';

type AgreementRow = typeof siteAgreements.$inferInsert;
type ContactRow = typeof siteContacts.$inferInsert;
type AboutRow = Omit<typeof siteAboutItems.$inferInsert, 'position'>;

/**
 * The agreements (seed-data/site/agreements.json: the texts the sign-up and order forms showed, now served from one
 * place), the demo contact details and the demo "about us" parts (seed-data/site/about.json). Every row is demo.
 */
export async function seedSite(db: Db): Promise<string> {
  const agreements = readSeedData<AgreementRow[]>('site/agreements.json');
  const about = readSeedData<{ contact: ContactRow; items: AboutRow[] }>('site/about.json');
  return db.transaction(async (tx) => {
    await tx.insert(siteAgreements).values(agreements.map((a) => ({ ...a, demo: true }))).onConflictDoNothing();
    await tx.insert(siteContacts).values({ ...about.contact, demo: true });
    const position = new Map<string, number>();
    await tx.insert(siteAboutItems).values(
      about.items.map((item) => {
        const n = (position.get(item.kind) ?? 0) + 1;
        position.set(item.kind, n);
        return { ...item, position: n, demo: true };
      }),
    );
    return `${agreements.length} agreements, ${about.items.length} about-us parts`;
  });
}

export const siteSeedStep: SeedStep = { name: 'site-demo-v1', run: (db) => seedSite(db) };
