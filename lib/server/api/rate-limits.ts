/**
 * Rate limits of the calls that write (issue 27), declared on each endpoint next to its access rule
 * (`defineEndpoint(call, { access, rateLimit, … })`) and enforced by the dispatcher after access is
 * decided and the input accepted, before the handler (lib/server/api/dispatch.ts). Counters are
 * fixed windows in the process limiter (Redis when REDIS_URL is set, so they hold across instances),
 * keyed by the preset's name and the caller: the user id when signed in, else the client address.
 * Calls of one kind share a preset, so spreading the same work over several calls of that kind (the
 * VIP, book and report orders) gains nothing. docs/SECURITY.md lists them (generated, see docs.ts).
 */

import type { RateLimiter } from '@/lib/server/ratelimit/types';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const MIB = 1024 * 1024;

/** At most `max` units per window: a unit is one call, or one byte of the request body for `unit: 'byte'`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
  unit?: 'call' | 'byte';
}

export type RateLimit =
  /** Counted by the dispatcher. */
  | { kind: 'counted'; name: string; rules: readonly RateRule[] }
  /** Not counted by the dispatcher, for the reason given (the handler's own counters, a provider's signature). */
  | { kind: 'own'; name: string; reason: string }
  /** A read sent as POST because its input is a body: it stores nothing a caller owns, so it is not counted. */
  | { kind: 'read'; name: string; reason: string };

export type CountedRateLimit = Extract<RateLimit, { kind: 'counted' }>;

const counted = (name: string, ...rules: RateRule[]): CountedRateLimit => ({ kind: 'counted', name, rules });
const own = (name: string, reason: string): RateLimit => ({ kind: 'own', name, reason });

/**
 * The presets. Generous for a person at a screen (and for the unit, endpoint and e2e suites, which
 * drive the demo users through every journey), far below what a script does in a second.
 */
export const RATE_LIMITS = {
  /** VIP, book, report, library and cloud test orders. */
  orderCreation: counted('orderCreation', { max: 60, windowSeconds: MINUTE }, { max: 1000, windowSeconds: DAY }),
  /** File uploads: calls and bytes received (a refused or broken upload counts what was read). */
  upload: counted('upload', { max: 120, windowSeconds: 10 * MINUTE }, { max: 1024 * MIB, windowSeconds: HOUR, unit: 'byte' }),
  /** Messages to other people: suggestions and replies, questions to a laboratory, exchange proposals, permission requests. */
  message: counted('message', { max: 30, windowSeconds: MINUTE }, { max: 500, windowSeconds: DAY }),
  /** Sharing a record with named users or companies. */
  share: counted('share', { max: 30, windowSeconds: 10 * MINUTE }, { max: 300, windowSeconds: DAY }),
  /** Review steps: submit, withdraw, take, approve, reject, revoke, decide. */
  review: counted('review', { max: 60, windowSeconds: MINUTE }, { max: 3000, windowSeconds: DAY }),
  /** Ordinary edits of one's own things: profile, addresses, records, collections, read marks, payments' next steps. */
  edit: counted('edit', { max: 120, windowSeconds: MINUTE }, { max: 10000, windowSeconds: DAY }),
  /** Questionnaire answers: one per person is the rule (409), this bounds one address answering as many visitors. */
  answer: counted('answer', { max: 20, windowSeconds: HOUR }, { max: 100, windowSeconds: DAY }),
  /** Page-visit statistics and the search history, written as people browse. */
  visit: counted('visit', { max: 600, windowSeconds: MINUTE }),
  /** Questions to the AI assistant (issue 36): each runs the matching over the whole database. */
  aiQuestion: counted('aiQuestion', { max: 20, windowSeconds: MINUTE }, { max: 500, windowSeconds: DAY }),
  /** Short-lived sign-in aids a visitor asks for: image captchas, WeChat login states. */
  signInAid: counted('signInAid', { max: 60, windowSeconds: MINUTE }, { max: 1000, windowSeconds: DAY }),
  /** Sign-in, SMS codes and the existence checks keep their own counters. */
  signIn: own('signIn', 'failed sign-ins per account and per IP, SMS codes per phone and per IP, existence checks per IP (lib/server/auth/limits.ts)'),
  /** Payment providers' notifications: applied only when signed with the provider's key, once per order; throttling them would drop real payments. */
  providerNotification: own('providerNotification', "applied only when the provider's signature verifies, once per order"),
  /**
   * Searches, comparisons, matching and estimates sent as POST for their body. They store nothing
   * but anonymous statistics, and the server renders search pages through them in-process (no client
   * address), so counting them per caller would throttle every visitor at once.
   */
  read: { kind: 'read', name: 'read', reason: 'a read sent as POST for its body; stores no data of its own' },
} as const satisfies Record<string, RateLimit>;

/** The counter of one rule for one caller. */
export function rateLimitKey(limit: { name: string }, rule: RateRule, who: RateCaller): string {
  const caller = 'keyId' in who ? `k:${who.keyId}` : 'userId' in who ? `u:${who.userId}` : `ip:${who.ip}`;
  return `api:${limit.name}:${rule.unit ?? 'call'}:${rule.windowSeconds}:${caller}`;
}

/** "60 a minute, 1000 a day", "1024 MiB an hour" for docs. */
export function describeRateLimit(limit: RateLimit): string {
  if (limit.kind === 'own') return `own limits: ${limit.reason}`;
  if (limit.kind === 'read') return `none (${limit.reason})`;
  return limit.rules.map((r) => `${r.unit === 'byte' ? `${r.max / MIB} MiB` : r.max} per ${windowText(r.windowSeconds)}`).join(', ');
}

function windowText(seconds: number): string {
  if (seconds === MINUTE) return 'minute';
  if (seconds === HOUR) return 'hour';
  if (seconds === DAY) return 'day';
  if (seconds % HOUR === 0) return `${seconds / HOUR} hours`;
  return `${seconds / MINUTE} minutes`;
}

/** Who is counted: the signed-in user, else the client address; an API key's own limit by the key (lib/server/api/keys.ts). */
export type RateCaller = { userId: number } | { ip: string } | { keyId: number };

/** What the dispatcher does after the handler: charge the body bytes it read (uploads without a declared length). */
export type RateSettle = (bodyBytes: number) => Promise<void>;

/**
 * Counts one call against every rule of a counted limit. Byte rules charge the declared
 * Content-Length up front (Node's HTTP parser holds a request to it); a body without one (chunked)
 * is let through while the window still has room and charged what was read, afterwards.
 * Answers the seconds to wait when a rule is used up, and what to charge after the handler.
 */
export async function hitRateLimit(
  limiter: RateLimiter,
  limit: RateLimit | undefined,
  who: RateCaller,
  declaredBytes: number | null,
  /** RATE_LIMIT_SCALE: every rule's maximum multiplied (benchmarks only; 1 in production). */
  scale = 1,
): Promise<{ retryAfter: number | null; settle?: RateSettle }> {
  if (limit?.kind !== 'counted') return { retryAfter: null };
  let retryAfter: number | null = null;
  const later: { key: string; rule: RateRule }[] = [];
  for (const rule of limit.rules) {
    const key = rateLimitKey(limit, rule, who);
    const bytes = rule.unit === 'byte';
    const cost = bytes ? (declaredBytes ?? 0) : 1;
    const max = rule.max * scale;
    const result = await limiter.hit(key, max, rule.windowSeconds, cost);
    const over = cost === 0 ? result.count >= max : !result.allowed;
    if (over) retryAfter = Math.max(retryAfter ?? 0, result.retryAfter);
    if (bytes && declaredBytes === null) later.push({ key, rule: { ...rule, max } });
  }
  if (retryAfter !== null || later.length === 0) return { retryAfter };
  return {
    retryAfter,
    settle: async (bodyBytes) => {
      if (bodyBytes > 0) for (const { key, rule } of later) await limiter.hit(key, rule.max, rule.windowSeconds, bodyBytes);
    },
  };
}
