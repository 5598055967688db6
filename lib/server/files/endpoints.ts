import 'server-only';
import { fileCalls } from '@/lib/files/contract';
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES } from '@/lib/files/kinds';
import { defineEndpoint, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { forbidden } from '@/lib/server/api/errors';
import { deletePendingUpload } from './cleanup';
import { refusal } from './content';
import { downloadFile } from './download';
import { createUpload } from './upload';

/** The shared file service (spec section 7, `SystemManager` file upload; docs/FILES.md). */
export const fileEndpoints = [
  defineEndpoint(fileCalls.upload, {
    summary:
      'Uploads one file (multipart part `file`) of a kind (`?kind=image|report|attachment|template`): type from the content, size and pixel limits of the kind, stored under a generated name; answers the pending upload, readable by the uploader until an area attaches it. At most 30 uploads a minute and 300 an hour per user (429 with Retry-After).',
    access: USER,
    // An R&D record's data files are uploaded first (then named by the record's save).
    apiScope: 'rd:write',
    rateLimit: RATE_LIMITS.upload,
    multipart: true,
    maxBodyBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
    handler: ({ db, services, user, input, request, body }) => createUpload(db, services.storage(), services.rateLimiter(), { userId: user!.id, kind: input.kind, headers: request.headers, body }),
  }),
  defineEndpoint(fileCalls.download, {
    summary:
      'Downloads a file the caller may read (its pending upload, or a file of a record the owner kind lets them read): attachment disposition, nosniff, sandbox policy, Range requests (206/416).',
    access: PUBLIC,
    binary: true,
    handler: ({ db, services, user, input, request, t }) => downloadFile(db, services.storage(), user, input.id, request, t),
  }),
  defineEndpoint(fileCalls.deleteUpload, {
    summary: "Deletes one of the caller's pending uploads (attached files are removed by saving their record).",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, services, user, input }) => {
      const outcome = await deletePendingUpload(db, services.storage(), user!.id, input.id);
      if (outcome === 'missing') throw refusal('Files.noSuchFile', 404);
      if (outcome === 'not-yours') throw forbidden();
      if (outcome === 'attached') throw refusal('Files.attached', 409);
      return null;
    },
  }),
];
