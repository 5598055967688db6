import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CustomAction, CustomParty, CustomStage } from '@/lib/custom/stages';
import type { DbExecutor } from '@/lib/server/db/client';
import { customOrderEvents, users } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import type { CustomOrderRecord } from './access';

export interface CustomEventInput {
  action: CustomAction;
  party: CustomParty;
  actorUserId: number | null;
  from: CustomStage | null;
  to: CustomStage;
  note?: string | null;
  at: Date;
}

export const customLink = (orderNo: string) => `/custom/customDetail?orderNo=${orderNo}`;

/**
 * Writes the timeline row and tells the other sides in the same transaction (`notify`, kind
 * `customOrderUpdated`): the customer hears of every step of the others, the supplier company's
 * administrators of every step of the customer and customer service; customer service is told of new
 * orders through its list (deadlines), not by message. The actor is never told of its own step.
 */
export async function recordCustomEvent(tx: DbExecutor, order: CustomOrderRecord, e: CustomEventInput): Promise<void> {
  await tx.insert(customOrderEvents).values({ orderId: order.id, action: e.action, party: e.party, actorUserId: e.actorUserId, fromStage: e.from, toStage: e.to, note: e.note ?? null, createdAt: e.at });
  const params = { orderNo: order.orderNo, project: order.projectName, actionKey: `Custom.actions.${e.action}`, stageKey: `Custom.stages.${e.to}` };
  const told = new Set<number>(e.actorUserId ? [e.actorUserId] : []);
  const tell = async (userId: number) => {
    if (told.has(userId)) return;
    told.add(userId);
    await notify(tx, userId, 'customOrderUpdated', params, { link: customLink(order.orderNo) });
  };
  if (e.party !== 'customer') await tell(order.customerId);
  if (e.party !== 'supplier' && order.supplierCompanyId !== null && e.to !== 'preReview') {
    const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, order.supplierCompanyId), eq(users.role, 'company_admin')));
    for (const a of admins) await tell(a.id);
  }
}
