import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderAction, OrderParty, OrderStage } from '@/lib/cloud/order-stages';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudLaboratories, cloudOrderEvents, users } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import type { CloudOrderRecord } from './access';

export interface EventInput {
  action: OrderAction;
  party: OrderParty;
  actorUserId: number | null;
  from: OrderStage | null;
  to: OrderStage;
  note?: string | null;
  at: Date;
}

/** Where each side reads the order. */
export const orderLink = {
  customer: (orderNo: string) => `/my/requirementList?orderNo=${orderNo}`,
  laboratory: (orderNo: string) => `/my/laboratoryOrderDetail?orderNo=${orderNo}`,
  service: (orderNo: string) => `/my/administration/cloudServices?keyword=${orderNo}`,
};

/**
 * Writes the timeline row and tells the other side(s) in the same transaction (notify): the customer
 * and the laboratory of the order hear of every step the other takes; customer service hears of new
 * orders and of what the customer cancels. The actor is never told of its own step.
 */
export async function recordEvent(tx: DbExecutor, order: CloudOrderRecord, e: EventInput): Promise<void> {
  await tx.insert(cloudOrderEvents).values({ orderId: order.id, action: e.action, party: e.party, actorUserId: e.actorUserId, fromStage: e.from, toStage: e.to, note: e.note ?? null, createdAt: e.at });
  const params = { orderNo: order.orderNo, project: order.projectName, actionKey: `CloudOrders.actions.${e.action}`, stageKey: `CloudOrders.stages.${e.to}` };
  const told = new Set<number>(e.actorUserId ? [e.actorUserId] : []);
  const tell = async (userId: number | null | undefined, link: string) => {
    if (!userId || told.has(userId)) return;
    told.add(userId);
    await notify(tx, userId, 'cloudOrderUpdated', params, { link });
  };
  if (e.party !== 'customer') await tell(order.userId, orderLink.customer(order.orderNo));
  if (e.party !== 'laboratory' && order.labId && e.action !== 'contact') {
    const [lab] = await tx.select({ ownerId: cloudLaboratories.ownerId }).from(cloudLaboratories).where(eq(cloudLaboratories.id, order.labId));
    await tell(lab?.ownerId, orderLink.laboratory(order.orderNo));
  }
  if (e.action === 'submit' || (e.action === 'cancel' && e.party === 'customer')) {
    const service = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'customer_service'));
    for (const s of service) await tell(s.id, orderLink.service(order.orderNo));
  }
}
