import 'server-only';
import { apiKeyCalls } from '@/lib/api-keys/contract';
import { defineEndpoint, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { createKey, listKeys, pageKeyCalls, revokeKey } from './keys';

/** API keys (issue 53 item 2, docs/API-KEYS.md): made, listed and revoked with a session only (no key can call these). */
export const apiKeyEndpoints = [
  defineEndpoint(apiKeyCalls.list, {
    summary: "The caller's API keys (a company administrator also the company's): name, prefix, scopes, tier and today's calls, created, last used, revoked.",
    access: USER,
    handler: ({ db, user, request }) => listKeys(db, user!, request.at),
  }),
  defineEndpoint(apiKeyCalls.create, {
    summary: 'Makes an API key (name, scopes; a company key by the company administrator): the key is in this answer only, stored hashed; at most 10 active keys per user.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => createKey(db, user!, input, request.at),
  }),
  defineEndpoint(apiKeyCalls.revoke, {
    summary: 'Revokes one of the caller’s keys (a company administrator also the company’s): refused from the next call on; another’s key 404.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => revokeKey(db, user!, input.id, request.at),
  }),
  defineEndpoint(apiKeyCalls.calls, {
    summary: 'The audit of one of the caller’s keys, newest first: call, method, status, time (refusals included).',
    access: USER,
    handler: ({ db, user, input }) => pageKeyCalls(db, user!, input),
  }),
];
