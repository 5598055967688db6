import 'server-only';
import { eq } from 'drizzle-orm';
import { missingDimension } from '@/lib/custom/dimensions';
import type { CustomFormOptions, CustomFormParsed } from '@/lib/custom/contract';
import { EXECUTING_STEPS, decideCustom } from '@/lib/custom/stages';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import { orderDay } from '@/lib/payments/order-number';
import { PRODUCT_TYPES, type ProductShape, type ProductType } from '@/lib/products/enums';
import { priceToFen } from '@/lib/products/price';
import { chinaDay } from '@/lib/time';
import { badRequest, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { customOrders } from '@/lib/server/db/schema';
import type { ProductRow } from '@/lib/server/products/access';
import { approvedProduct, approvedReferenceProducts } from '@/lib/server/products/reference';
import { replaceFiles, type FileOwner } from '@/lib/server/files/service';
import type { SessionUser } from '@/lib/session/permissions';
import { CUSTOM_OWNER_KIND, ownDraft, partyOf, type CustomOrderRecord } from './access';
import { recordCustomEvent } from './events';

/** The customisation form: its options, saving a draft and submitting (material/custom/formOptions, save, submit). */

export const customFileOwner: FileOwner = {
  ownerKind: CUSTOM_OWNER_KIND,
  fields: { pictures: { kind: 'image', max: 5 }, attachments: { kind: 'attachment', max: 5 }, contract: { kind: 'report', max: 1 } },
  canDownload: async (db, viewer, id) => {
    if (!viewer) return false;
    const [order] = await db.select().from(customOrders).where(eq(customOrders.id, id));
    return !!order && partyOf(viewer, order) !== null;
  },
};

/** The approved recommended products a customisation may take as reference, and the material types. */
export async function formOptions(db: Db, locale: Locale): Promise<CustomFormOptions> {
  const rows = await approvedReferenceProducts(db, 500);
  return {
    materialTypes: PRODUCT_TYPES,
    products: rows.map((r) => ({ id: r.p.id, name: inLanguage(locale, r.p.name, r.p.nameEn), shape: r.p.shape as ProductShape, type: r.p.type as ProductType, companyName: r.companyName })),
    executingSteps: EXECUTING_STEPS,
  };
}

/** An approved reference product, or 400 naming the field ("select a reference product first"). */
async function referenceProduct(db: DbExecutor, locale: Locale, id: number) {
  const row = await approvedProduct(db, id);
  if (!row) throw badRequest('Custom.productRequired');
  return { row, name: inLanguage(locale, row.name, row.nameEn) };
}

/** The rules the contract cannot check alone: dimensions by the product's shape, a delivery date after today. */
function checkForm(input: CustomFormParsed, shape: ProductShape, now: Date) {
  input.lines.forEach((line, i) => {
    const missing = missingDimension(shape, line);
    if (missing) throw badRequest('Custom.dimensionRequired', { line: i + 1 });
  });
  if (input.deliveryDate <= chinaDay(now)) throw badRequest('Custom.deliveryAfterToday');
}

function values(input: CustomFormParsed, product: { row: ProductRow; name: string }) {
  const { projectName, materialType, lines, deliveryDate, costLimit, costUnit } = input;
  const fields = {
    technicalRequirement: input.technicalRequirement,
    application: input.application,
    remarks: input.remarks,
    environment: input.environment,
    orderingFrequency: input.orderingFrequency,
    producerRequirements: input.producerRequirements,
    ipRequirements: input.ipRequirements,
    fundingSource: input.fundingSource,
    contact: input.contact,
  };
  return {
    projectName,
    materialType,
    lines,
    deliveryDate,
    costLimitFen: costLimit ? priceToFen(costLimit, costUnit) : null,
    costUnit,
    fields,
    productId: product.row.id,
    productName: product.name,
    shape: product.row.shape,
    supplierCompanyId: product.row.companyId,
  };
}

async function write(tx: DbExecutor, locale: Locale, user: SessionUser, input: CustomFormParsed, now: Date): Promise<CustomOrderRecord> {
  const product = await referenceProduct(tx, locale, input.productId);
  checkForm(input, product.row.shape as ProductShape, now);
  let order: CustomOrderRecord;
  if (input.orderNo) {
    const draft = await ownDraft(tx, user, input.orderNo);
    [order] = await tx.update(customOrders).set({ ...values(input, product), updatedAt: now }).where(eq(customOrders.id, draft.id)).returning();
  } else {
    const temp = `CU-${now.getTime()}-${user.id}-${Math.random().toString(36).slice(2, 8)}`.slice(0, 32);
    [order] = await tx
      .insert(customOrders)
      .values({ ...values(input, product), orderNo: temp, customerId: user.id, customerCompanyId: user.companyId, createdAt: now, updatedAt: now })
      .returning();
    [order] = await tx.update(customOrders).set({ orderNo: `CU${orderDay(now)}${String(order.id).padStart(6, '0')}` }).where(eq(customOrders.id, order.id)).returning();
  }
  await replaceFiles(tx, { userId: user.id, ownerKind: CUSTOM_OWNER_KIND, ownerId: order.id, field: 'pictures', fileIds: input.pictureIds });
  await replaceFiles(tx, { userId: user.id, ownerKind: CUSTOM_OWNER_KIND, ownerId: order.id, field: 'attachments', fileIds: input.attachmentIds });
  return order;
}

/** material/custom/save: keeps the form as the customer's draft (new, or the draft named by `orderNo`). */
export async function saveDraft(db: Db, locale: Locale, user: SessionUser, input: CustomFormParsed, now: Date): Promise<string> {
  return db.transaction(async (tx) => (await write(tx, locale, user, input, now)).orderNo);
}

/** material/custom/submit: the form (or the draft) enters pre-review; the supplier is the reference product's company. */
export async function submitOrder(db: Db, locale: Locale, user: SessionUser, input: CustomFormParsed, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await write(tx, locale, user, input, now);
    const decision = decideCustom(null, 'submit', 'customer');
    if (!decision.ok) throw notFound('Custom.noSuchOrder');
    const [submitted] = await tx.update(customOrders).set({ stage: decision.to, submittedAt: now, updatedAt: now }).where(eq(customOrders.id, order.id)).returning();
    await recordCustomEvent(tx, submitted, { action: 'submit', party: 'customer', actorUserId: user.id, from: null, to: decision.to, at: now });
    return submitted.orderNo;
  });
}

