import 'server-only';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { catalogue } from '@/lib/i18n/messages';
import type { OrderType } from '@/lib/payments/contract';
import type { ReviewKind } from '@/lib/reviews/kinds';
import type { EndpointDef } from './types';
import type { Answers } from '@/lib/server/ports/answers';
import type { FileOwner, Fulfilment, ReviewHooks } from '@/lib/server/ports/hooks';
import type { SeedStep } from '@/lib/server/ports/seed';
import type { Services } from '@/lib/server/ports/services';

/** A message namespace of lib/i18n/messages.ts (a typo does not type-check). */
export type MessageNamespace = keyof (typeof catalogue)['zh'];

/** A timer the process starts once, after the database is open (lib/server/startup.ts; never in tests: they call the ticks). */
export interface DomainJob {
  name: string;
  start: (services: Services) => void | Promise<void>;
}

/**
 * What a domain declares in its manifest, `lib/server/<domain>/domain.ts` (docs/ARCHITECTURE.md, "The domain
 * manifest"). The composition root (lib/server/registry.ts) lists the manifests and applies each: it hands the
 * dispatcher the endpoints, the seed runner the steps (in list order), the payment core the fulfilments, the file
 * service the owners, the review workflow the hooks and the askers the answers. Nothing registers itself at import time. docs/DOMAINS.md is
 * generated from these fields (npm run docs:domains).
 */
export interface DomainManifest<F extends OrderType = never> {
  /** The folder under lib/server (and, where they exist, lib/<name> and components/<name>). */
  name: string;
  /** One line for docs/DOMAINS.md: what the domain is for. */
  summary: string;
  /** Its /atsteel/ calls; their first path segments are the domain's call prefixes. */
  endpoints?: readonly EndpointDef<any>[];
  /** Its seed steps, in the order they run (the root runs the manifests' steps in list order). */
  seedSteps?: readonly SeedStep[];
  /** What happens when an order of each type it sells is paid, cancelled or expires (docs/PAYMENTS.md). */
  fulfilments?: { readonly [K in F]: Fulfilment };
  /** The record kinds its files belong to (docs/FILES.md). */
  fileOwners?: readonly FileOwner[];
  /** What it does when a reviewer decides on a kind it owns (docs/REVIEWS.md). */
  reviewHooks?: Partial<Record<ReviewKind, ReviewHooks>>;
  /**
   * What it answers for a domain that may not import it (lib/server/ports/answers.ts): a function of its own over its
   * tables, which the asker calls through `ask` (e.g. cloud answers custom's `linkedDetectionOrders`).
   */
  answers?: Partial<Answers>;
  /** Timers started by the process (lib/server/startup.ts). */
  jobs?: readonly DomainJob[];
  /** The drizzle tables it owns: `tablesOf(import * as schema from '@/lib/server/db/schema/<file>')`. */
  tables?: readonly PgTable[];
  /** The product domains whose server code it may import (must equal DOMAIN_DEPENDENCIES of eslint.boundaries.mjs). */
  dependsOn?: readonly string[];
  /** The spec's screen routes it draws, as prefixes of lib/routes.ts paths ('/economy' is /economy and /economy/…). */
  routes?: readonly string[];
  /** Its message namespaces (messages/<locale>/<file>.json). */
  messages?: readonly MessageNamespace[];
  /** Its pages in docs/. */
  docs?: readonly string[];
  /**
   * Test files it owns beyond those named after it: file names (tests/api/<x>.test.ts, e2e/<x>.spec.ts) equal to
   * one of these or starting with it and a hyphen (`quality` for ranking). Those named `<name>…` are found anyway.
   */
  tests?: readonly string[];
}

/** A manifest as the root reads it; `orderTypes` (the keys of its fulfilments) lets the root's type check see every order type sold. */
export type Domain<F extends OrderType = OrderType> = DomainManifest<F> & { readonly orderTypes: readonly F[] };

/** Declares a domain (lib/server/<domain>/domain.ts). Pure: it registers nothing; the root applies the list. */
export function defineDomain<const F extends OrderType = never>(manifest: DomainManifest<F>): Domain<F> {
  return { ...manifest, orderTypes: Object.keys(manifest.fulfilments ?? {}) as F[] };
}

/** The tables among a schema module's exports (`import * as schema from '@/lib/server/db/schema/library'`), by SQL name. */
export function tablesOf(...modules: Record<string, unknown>[]): PgTable[] {
  return modules
    .flatMap((m) => Object.values(m))
    .filter((v): v is PgTable => is(v, PgTable))
    .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));
}

/** Any manifest, as the root's list holds them. */
export type AnyDomain = Omit<DomainManifest, 'fulfilments'> & { readonly fulfilments?: Partial<Record<OrderType, Fulfilment>>; readonly orderTypes: readonly OrderType[] };
