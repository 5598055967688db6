import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CustomParty } from '@/lib/custom/stages';
import { ApiError, conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { customOrders } from '@/lib/server/db/schema';
import { isCurrentAuthor, PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';

/**
 * Customisation orders (issue 34, docs/CUSTOM.md): who the caller is to an order, decided from the
 * database on every call. The customer placed it; the supplier is the administrator of the supplier
 * company; customer service holds `order:confirm-payment`. Anyone else: 404 (the order is not theirs).
 */

export type CustomOrderRecord = typeof customOrders.$inferSelect;
export const CUSTOM_OWNER_KIND = 'customOrder';

/** The customer and their company as the owner columns of the company-ownership rule (lib/server/auth/company-objects.ts). */
export const CUSTOMER = { ownerId: customOrders.customerId, companyId: customOrders.customerCompanyId };

export const isService = (user: SessionUser | null) => !!user && roleHasPermission(user.role, PERMISSIONS.orderConfirmPayment);
export const isSupplierOf = (user: SessionUser, order: Pick<CustomOrderRecord, 'supplierCompanyId'>) =>
  user.role === 'company_admin' && user.companyId !== null && user.companyId === order.supplierCompanyId;

/** The caller's side, or null when the order is none of theirs. Drafts are the customer's alone. */
export function partyOf(user: SessionUser, order: CustomOrderRecord): CustomParty | null {
  // The customer while still in the company the order was placed for (issue 45 item 5): a removed member is no party.
  if (isCurrentAuthor(user, { ownerId: order.customerId, companyId: order.customerCompanyId })) return 'customer';
  if (order.stage === null) return null;
  if (isSupplierOf(user, order)) return 'supplier';
  if (isService(user)) return 'service';
  return null;
}

/** An order the caller may read (with `lock`, locked FOR UPDATE for a step: two parties acting at once take turns). */
export async function readableOrder(db: DbExecutor, user: SessionUser, orderNo: string, lock = false): Promise<{ order: CustomOrderRecord; party: CustomParty }> {
  const query = db.select().from(customOrders).where(eq(customOrders.orderNo, orderNo));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound('Custom.noSuchOrder');
  const party = partyOf(user, order);
  if (!party) throw notFound('Custom.noSuchOrder');
  return { order, party };
}

/** The customer's own draft (404 for anyone else, 409 once submitted). */
export async function ownDraft(db: DbExecutor, user: SessionUser, orderNo: string): Promise<CustomOrderRecord> {
  const [order] = await db.select().from(customOrders).where(and(eq(customOrders.orderNo, orderNo), currentAuthorWhere(user, CUSTOMER))).for('update');
  if (!order) throw notFound('Custom.noSuchOrder');
  if (order.stage !== null) throw conflict('Custom.notADraft');
  return order;
}

/** The refusal of a stage decision: 403 for the wrong party, 409 for the wrong moment. */
export function refusal(reason: 'Custom.badStage' | 'Custom.notYourRole'): ApiError {
  return reason === 'Custom.notYourRole' ? forbidden(reason) : conflict(reason);
}
