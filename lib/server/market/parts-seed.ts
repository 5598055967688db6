import 'server-only';
import type { PartCatalogue, PartCategory } from '@/lib/market/contract';
import type { Db } from '@/lib/server/db/client';
import { readSeedData } from '@/lib/server/db/seed-data';
import { parts, partSizes, type DataField } from '@/lib/server/db/schema';

/**
 * The standard and common parts (issue 37 behaviour 4) of seed-data/market/parts.json: every size
 * row carries the page its values were read from; a row without one would be written `demo`.
 */
interface PartSeed {
  code: string;
  catalogue: PartCatalogue;
  category: PartCategory;
  standard: string;
  intlStandard: string | null;
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  dimFields: DataField[];
  classes: string[];
  classesSource: string | null;
  materials: string[];
  sourceUrl: string | null;
  citation: string | null;
  /** [size, size key, cells]. */
  sizes: [string, number, string[]][];
}

export async function seedParts(db: Db): Promise<string> {
  const seeds = readSeedData<PartSeed[]>('market/parts.json');
  let rows = 0;
  for (const [sort, p] of seeds.entries()) {
    const { sizes, sourceUrl, citation, ...part } = p;
    const [row] = await db.insert(parts).values({ ...part, sort }).onConflictDoNothing().returning({ id: parts.id });
    if (!row) continue;
    await db.insert(partSizes).values(sizes.map(([size, sizeKey, cells], i) => ({ partId: row.id, size, sizeKey, cells, sourceUrl, citation, demo: !sourceUrl, sort: i })));
    rows += sizes.length;
  }
  return `${seeds.length} parts, ${rows} sizes`;
}
