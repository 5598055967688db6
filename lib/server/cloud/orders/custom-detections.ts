import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudOrders } from '@/lib/server/db/schema';
import type { LinkedDetectionOrder } from '@/lib/server/ports/answers';

/**
 * The cloud's answer to custom's `linkedDetectionOrders` (lib/server/ports/answers.ts): the detection orders linked
 * to a customisation order (`cloud_orders.custom_order_id`, set when its supplier saves one through
 * lib/server/custom/detection.ts linkDetectionOrder), newest first. Custom decides who reads them.
 */
export async function linkedDetectionOrders(db: DbExecutor, customOrderId: number): Promise<LinkedDetectionOrder[]> {
  return db
    .select({ id: cloudOrders.id, orderNo: cloudOrders.orderNo, projectName: cloudOrders.projectName, kind: cloudOrders.kind, stage: cloudOrders.stage, sampleCount: cloudOrders.sampleCount, createdAt: cloudOrders.createdAt, userId: cloudOrders.userId })
    .from(cloudOrders)
    .where(eq(cloudOrders.customOrderId, customOrderId))
    .orderBy(desc(cloudOrders.createdAt), desc(cloudOrders.id));
}
