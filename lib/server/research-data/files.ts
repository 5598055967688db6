import 'server-only';
import type { FileOwner } from '@/lib/server/files/service';
import { decide } from '@/lib/research-data/policy';
import { loadRecord, toActor } from './access';

/** The file service's owner kind of R&D data files (docs/FILES.md): CSV, Excel, images, up to 5. */
export const RD_OWNER_KIND = 'researchData';
export const RD_FILE_FIELD = 'dataSet';

export const researchDataFileOwner: FileOwner = {
  ownerKind: RD_OWNER_KIND,
  fields: { [RD_FILE_FIELD]: { kind: 'attachment', max: 5 } },
  canDownload: async (db, viewer, recordId) => {
    try {
      const loaded = await loadRecord(db, recordId, viewer);
      return decide(toActor(viewer), loaded.policy, 'download');
    } catch {
      return false;
    }
  },
};
