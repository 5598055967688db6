import 'server-only';
import { COMPANY_OWNER_KIND, DOCUMENTS_FIELD, DOCUMENTS_MAX } from '@/lib/enterprise/contract';
import type { FileOwner } from '@/lib/server/files/service';

/** A company's documents (issue 32 behaviour 1): up to five attachments; its members download them, nobody else. */
export const companyFileOwner: FileOwner = {
  ownerKind: COMPANY_OWNER_KIND,
  fields: { [DOCUMENTS_FIELD]: { kind: 'attachment', max: DOCUMENTS_MAX } },
  canDownload: async (_db, viewer, ownerId) => viewer?.companyId === ownerId,
};
