import 'server-only';
import type { DbExecutor } from '@/lib/server/db/client';

/**
 * Infrastructure: the questions one domain asks another whose code it may not import ("tables fenced like imports",
 * issue 49 item 2). A domain's queries read its own tables, a platform service's and those of a domain it declares in
 * dependsOn; where the owner of the rows imports the asker (a loop the import fence forbids), or the asker is a platform
 * service and the owner a product (which it may never import), the asker calls `ask`
 * and the owner answers with a function of its own, declared in its manifest (`answers`, lib/server/api/domain.ts).
 * The composition root (lib/server/registry.ts) hands the manifests' answers to `registerAnswers`, as it hands the
 * payment core the fulfilments; nothing registers itself at import time, and a question nobody answers fails the start.
 */
export interface Answers {
  /**
   * custom asks cloud (cloud → custom): the detection orders linked to a customisation order
   * (`cloud_orders.custom_order_id`), newest first — the custom order's detections list (lib/server/custom/detection.ts).
   */
  linkedDetectionOrders: (db: DbExecutor, customOrderId: number) => Promise<LinkedDetectionOrder[]>;
  /**
   * materials asks content (content → materials): the last change of the content readers see, or null before any —
   * part of the cached pages' data version (lib/server/materials/data-generation.ts).
   */
  lastContentChange: (db: DbExecutor) => Promise<Date | null>;
  /**
   * materials asks library (library → materials): the active library item of a standard, or null — the material
   * detail page's "defined in" link (lib/server/materials/detail.ts).
   */
  standardLibraryItem: (db: DbExecutor, standardId: number) => Promise<number | null>;
  /**
   * auth asks platform (a platform service may not import a product): the visits a visitor token made before the
   * sign-in become the user's (issue 3 item 8; lib/server/auth/login.ts startSession). A request, not a question.
   */
  linkVisitor: (db: DbExecutor, visitorToken: string, userId: number) => Promise<void>;
}

/** Every question of `Answers`: the root checks each has exactly one answer. */
export const QUESTIONS = ['linkedDetectionOrders', 'lastContentChange', 'standardLibraryItem', 'linkVisitor'] as const satisfies readonly (keyof Answers)[];
/** A question added to `Answers` and not to QUESTIONS fails the type check here. */
export const everyQuestionListed: [Exclude<keyof Answers, (typeof QUESTIONS)[number]>] extends [never] ? true : never = true;

/** A detection order linked to a customisation order, as the cloud domain reads it. */
export interface LinkedDetectionOrder {
  id: number;
  orderNo: string;
  projectName: string;
  kind: string;
  stage: string;
  sampleCount: number;
  createdAt: Date;
  userId: number;
}

const answers = new Map<keyof Answers, Answers[keyof Answers]>();

/** Called by the composition root (lib/server/registry.ts) with the manifests' answers; an answer given again replaces it. */
export function registerAnswers(given: Partial<Answers>): void {
  for (const [question, answer] of Object.entries(given) as [keyof Answers, Answers[keyof Answers]][]) answers.set(question, answer);
}

/** Asks the owning domain `question`. A question nobody answered fails loudly rather than answer nothing. */
export function ask<K extends keyof Answers>(question: K, ...args: Parameters<Answers[K]>): ReturnType<Answers[K]> {
  const answer = answers.get(question) as ((...a: Parameters<Answers[K]>) => ReturnType<Answers[K]>) | undefined;
  if (!answer) throw new Error(`no domain answers ${question} (lib/server/registry.ts)`);
  return answer(...args);
}
