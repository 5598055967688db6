import 'server-only';
import { getTableName } from 'drizzle-orm';
import { ORDER_TYPES, type OrderType } from '@/lib/payments/contract';
import type { ReviewKind } from '@/lib/reviews/kinds';
import type { EndpointDef } from '@/lib/server/api/types';
import { registerFileOwner } from '@/lib/server/files/owners';
import { registerFulfilment } from '@/lib/server/payments/fulfilment';
import type { AnyDomain, DomainJob } from '@/lib/server/api/domain';
import { QUESTIONS, registerAnswers, type Answers } from '@/lib/server/ports/answers';
import type { FileOwner, Fulfilment, ReviewHooks } from '@/lib/server/ports/hooks';
import type { SeedStep } from '@/lib/server/ports/seed';
import { registerReviewHooks } from '@/lib/server/reviews/hooks';
import { platformDomain } from '@/lib/server/platform/domain';
import { calendarDomain } from '@/lib/server/calendar/domain';
import { authDomain } from '@/lib/server/auth/domain';
import { wechatDomain } from '@/lib/server/wechat/domain';
import { accountDomain } from '@/lib/server/account/domain';
import { filesDomain } from '@/lib/server/files/domain';
import { materialsDomain } from '@/lib/server/materials/domain';
import { intelligenceDomain } from '@/lib/server/intelligence/domain';
import { messagesDomain } from '@/lib/server/messages/domain';
import { reviewsDomain } from '@/lib/server/reviews/domain';
import { suggestionsDomain } from '@/lib/server/suggestions/domain';
import { paymentsDomain } from '@/lib/server/payments/domain';
import { libraryDomain } from '@/lib/server/library/domain';
import { cloudDomain } from '@/lib/server/cloud/domain';
import { standardsDomain } from '@/lib/server/standards/domain';
import { researchDataDomain } from '@/lib/server/research-data/domain';
import { questionnaireDomain } from '@/lib/server/questionnaire/domain';
import { siteDomain } from '@/lib/server/site/domain';
import { contentDomain } from '@/lib/server/content/domain';
import { directoriesDomain } from '@/lib/server/directories/domain';
import { enterpriseDomain } from '@/lib/server/enterprise/domain';
import { productsDomain } from '@/lib/server/products/domain';
import { customDomain } from '@/lib/server/custom/domain';
import { marketDomain } from '@/lib/server/market/domain';
import { rankingDomain } from '@/lib/server/ranking/domain';
import { aiDomain } from '@/lib/server/ai/domain';
import { exportDomain } from '@/lib/server/export/domain';
import { apiKeysDomain } from '@/lib/server/api-keys/domain';

/**
 * The composition root: the list of domain manifests (lib/server/<domain>/domain.ts, docs/ARCHITECTURE.md "The
 * domain manifest"). Adding a domain is its folder and one line here. The order is the seed order: each manifest's
 * steps run in list order (materials before intelligence: the cross-references need the records; the library after
 * materials and the payments catalogue; the cloud after the accounts' users and regions; the standards and the R&D
 * data after the accounts; the questionnaire, the site's own pages and the editorial content, then the services
 * directories, which read the cloud's experts; the recommended products after the accounts).
 */
export const domains = [
  platformDomain,
  calendarDomain,
  authDomain,
  wechatDomain,
  accountDomain,
  filesDomain,
  materialsDomain,
  intelligenceDomain,
  messagesDomain,
  reviewsDomain,
  suggestionsDomain,
  paymentsDomain,
  libraryDomain,
  cloudDomain,
  standardsDomain,
  researchDataDomain,
  questionnaireDomain,
  siteDomain,
  contentDomain,
  directoriesDomain,
  enterpriseDomain,
  productsDomain,
  customDomain,
  marketDomain,
  rankingDomain,
  aiDomain,
  exportDomain,
  apiKeysDomain,
] as const;

/** What the root hands the infrastructure and the platform services, read from a list of manifests. */
export interface Composition {
  endpoints: EndpointDef<any>[];
  seedSteps: SeedStep[];
  fulfilments: Map<OrderType, Fulfilment>;
  fileOwners: FileOwner[];
  reviewHooks: Map<ReviewKind, ReviewHooks>;
  answers: Partial<Answers>;
  jobs: DomainJob[];
}

/**
 * Reads the manifests in order. Two domains claiming one name, order type, file owner kind, reviewed kind, answer or table
 * is a programming error and throws here, at start, rather than let the later one silently win.
 */
export function composeDomains(list: readonly AnyDomain[]): Composition {
  const out: Composition = { endpoints: [], seedSteps: [], fulfilments: new Map(), fileOwners: [], reviewHooks: new Map(), answers: {}, jobs: [] };
  const claimed = new Map<string, string>();
  const claim = (what: string, by: string) => {
    const before = claimed.get(what);
    if (before) throw new Error(`${what} is declared by the domains ${before} and ${by} (lib/server/registry.ts)`);
    claimed.set(what, by);
  };
  for (const d of list) {
    claim(`domain ${d.name}`, d.name);
    out.endpoints.push(...(d.endpoints ?? []));
    out.seedSteps.push(...(d.seedSteps ?? []));
    for (const [type, fulfilment] of Object.entries(d.fulfilments ?? {}) as [OrderType, Fulfilment][]) {
      claim(`order type ${type}`, d.name);
      out.fulfilments.set(type, fulfilment);
    }
    for (const owner of d.fileOwners ?? []) {
      claim(`file owner ${owner.ownerKind}`, d.name);
      out.fileOwners.push(owner);
    }
    for (const [kind, hooks] of Object.entries(d.reviewHooks ?? {}) as [ReviewKind, ReviewHooks][]) {
      claim(`review kind ${kind}`, d.name);
      out.reviewHooks.set(kind, hooks);
    }
    for (const [question, answer] of Object.entries(d.answers ?? {}) as [keyof Answers, never][]) {
      claim(`answer ${question}`, d.name);
      out.answers[question] = answer;
    }
    for (const table of d.tables ?? []) claim(`table ${getTableName(table)}`, d.name);
    out.jobs.push(...(d.jobs ?? []));
  }
  return out;
}

/** Hands the platform services (and the askers of lib/server/ports/answers.ts) what the manifests declare: the one place where anything registers. */
export function applyDomains(composition: Composition): void {
  for (const [type, fulfilment] of composition.fulfilments) registerFulfilment(type, fulfilment);
  for (const { ownerKind, ...rule } of composition.fileOwners) registerFileOwner(ownerKind, rule);
  for (const [kind, hooks] of composition.reviewHooks) registerReviewHooks(kind, hooks);
  registerAnswers(composition.answers);
}

/** The process's composition, applied once when the root is first imported (entry.ts, services.ts, scripts). */
export const composition = composeDomains(domains);
applyDomains(composition);

/** A question one domain asks another (lib/server/ports/answers.ts) that no manifest answers fails the start, not the first ask. */
for (const question of QUESTIONS) if (!composition.answers[question]) throw new Error(`no domain answers ${question} (lib/server/registry.ts)`);

/** Every /atsteel/ endpoint; docs/API.md is generated from this list. */
export const endpoints: EndpointDef<any>[] = composition.endpoints;

/** Seed steps in order: the manifests' steps in list order. */
export const seedSteps: SeedStep[] = composition.seedSteps;

/** The timers the process starts (lib/server/startup.ts). */
export const jobs: DomainJob[] = composition.jobs;

type SoldBy<D> = D extends { orderTypes: readonly (infer F)[] } ? F : never;
/** The order types no manifest sells: a new order type fails the type check below until a domain says what it delivers. */
type Unsold = Exclude<OrderType, SoldBy<(typeof domains)[number]>>;
export const everyOrderTypeSold: [Unsold] extends [never] ? true : Unsold = true;

/**
 * What happens when an order of each type is paid, cancelled or expires (docs/PAYMENTS.md, "Fulfilment"), as the
 * manifests declare it. The payment core imports no product: the root hands it each product's hooks.
 */
export const fulfilments = Object.fromEntries(
  ORDER_TYPES.map((type) => {
    const fulfilment = composition.fulfilments.get(type);
    if (!fulfilment) throw new Error(`no domain declares a fulfilment for order type ${type} (lib/server/registry.ts)`);
    return [type, fulfilment];
  }),
) as Record<OrderType, Fulfilment>;
