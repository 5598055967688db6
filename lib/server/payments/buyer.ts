import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { isCurrentAuthor } from '@/lib/session/permissions';

/**
 * Whether `userId` may act on `order` as its buyer (pay, choose a bank transfer, cancel, ask for its invoice): their own
 * purchase, or one bought for a company only while they still belong to it (the company-ownership rule,
 * `isCurrentAuthor` in lib/session/permissions.ts; issue 45 item 5). The buyer's company is read on this call.
 */
export async function actsAsBuyer(db: DbExecutor, order: { userId: number; companyId: number | null }, userId: number): Promise<boolean> {
  if (order.userId !== userId) return false;
  if (order.companyId === null) return true;
  const [buyer] = await db.select({ id: users.id, role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return !!buyer && isCurrentAuthor(buyer, { ownerId: order.userId, companyId: order.companyId });
}
