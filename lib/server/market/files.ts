import 'server-only';
import { eq } from 'drizzle-orm';
import { marketFiles } from '@/lib/server/db/schema';
import type { FileOwner } from '@/lib/server/files/service';
import { mayReadGenerated } from './access';

/** Generated data-product and part files (docs/MARKET.md): one `file` per generation row. */
export const DATA_PRODUCT_OWNER_KIND = 'dataProductFile';

export const dataProductFileOwner: FileOwner = {
  ownerKind: DATA_PRODUCT_OWNER_KIND,
  fields: { file: { kind: 'attachment', max: 1 } },
  canDownload: async (db, viewer, ownerId) => {
    if (!viewer) return false;
    const [row] = await db.select().from(marketFiles).where(eq(marketFiles.id, ownerId));
    return !!row && row.state === 'ready' && (await mayReadGenerated(db, viewer, row));
  },
};
