import { textLimit, z } from '@/lib/zod';
import { call, dbId, pageSchema, type Paged } from '@/lib/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import type { ReviewState } from '@/lib/reviews/states';
import { MAX_TEXT_CHARS } from '@/lib/text-length';
import { MAX_PRODUCT_PICTURES, PRICE_UNITS, PRODUCT_SORTS, PRODUCT_SHAPES, PRODUCT_TYPES, PRODUCT_UNITS, type PriceUnit, type ProductShape, type ProductType, type ProductUnit } from './enums';
import { priceProblem, priceToFen } from './price';

/**
 * Recommended products (issue 34, spec sections 3 "recommended product: name, type, shape/specification/price,
 * unit, price unit, pictures, introduction", 5 "upload product pictures", 6 "recommended products need review",
 * 7 "products", "My data products, audit"). A company member publishes; saving submits the product to the public
 * administrator (review kind `recommendedProduct`); it is public only while approved. docs/CUSTOM.md.
 */

export * from './enums';

/** A required text of at most 50 user-perceived characters and its code-point ceiling (lib/text-length.ts, the same count in the browser). */
export const shortText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine(textLimit(MAX_TEXT_CHARS, { tooLong: 'Products.tooLong', tooManyCodePoints: 'Products.tooManyCodePoints' }));

/** The introduction's longest HTML (cleaned by sanitizeRichText on the server). */
export const INTRODUCTION_MAX = 20_000;

export const productSaveSchema = z
  .object({
    /** Absent: a new product of the caller's company. */
    id: dbId('Products.noSuchProduct').optional(),
    name: shortText('Products.nameRequired'),
    type: z.enum(PRODUCT_TYPES, { error: 'Products.typeRequired' }),
    shape: z.enum(PRODUCT_SHAPES, { error: 'Products.shapeRequired' }),
    specification: shortText('Products.specificationRequired'),
    /** The price as typed, in `priceUnit` per `unit`; the server computes the fen. */
    price: z.union([z.string(), z.number().transform(String)], { error: 'Products.badPrice' }),
    unit: z.enum(PRODUCT_UNITS, { error: 'Products.unitRequired' }),
    priceUnit: z.enum(PRICE_UNITS, { error: 'Products.priceUnitRequired' }),
    pictureIds: z.array(fileIdField, { error: 'Products.pictureRequired' }).min(1, 'Products.pictureRequired').max(MAX_PRODUCT_PICTURES, 'Products.tooManyPictures'),
    introduction: z.string().max(INTRODUCTION_MAX, 'Products.introductionTooLong').optional().default(''),
  })
  .superRefine((v, ctx) => {
    const problem = priceProblem(v.price, v.priceUnit, 'Products.badPrice');
    if (problem) ctx.addIssue({ code: 'custom', path: ['price'], message: problem });
  })
  .transform((v) => ({ ...v, priceFen: priceToFen(v.price, v.priceUnit)! }));
export type ProductSaveInput = z.input<typeof productSaveSchema>;
export type ProductSaveParsed = z.output<typeof productSaveSchema>;

export const productIdSchema = z.object({ id: dbId('Products.noSuchProduct') });

export const productPageSchema = pageSchema.extend({
  keyword: z.string().trim().max(50, 'Products.tooLong').optional(),
  type: z.enum(PRODUCT_TYPES, { error: 'Products.typeRequired' }).optional(),
  shape: z.enum(PRODUCT_SHAPES, { error: 'Products.shapeRequired' }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'Products.badSort' }).optional().default('newest'),
});
export type ProductPageInput = z.input<typeof productPageSchema>;

export const MY_PRODUCT_SCOPES = ['mine', 'company'] as const;
export const myProductPageSchema = pageSchema.extend({
  /** mine: the caller's own; company: all of the caller's company (its administrator only). */
  scope: z.enum(MY_PRODUCT_SCOPES, { error: 'Products.badScope' }).optional().default('mine'),
  keyword: z.string().trim().max(50, 'Products.tooLong').optional(),
});

// ---------------------------------------------------------------------------------------------
// Outputs

export interface ProductCard {
  id: number;
  name: string;
  type: ProductType;
  shape: ProductShape;
  specification: string;
  priceFen: number;
  unit: ProductUnit;
  priceUnit: PriceUnit;
  companyId: number;
  companyName: string;
  /** The first picture's download path, or null. */
  cover: string | null;
  demo: boolean;
  /** When it was last approved (ISO), public lists only; or when it was saved. */
  publishedAt: string;
}

export interface ProductDetail extends ProductCard {
  pictures: StoredFile[];
  /** Cleaned HTML. */
  introduction: string;
  state: ReviewState;
  /** The caller may edit it (its owner or the company's administrator). */
  canEdit: boolean;
}

export interface MyProductRow extends ProductCard {
  state: ReviewState;
  ownerName: string;
  updatedAt: string;
  pictures: StoredFile[];
  introduction: string;
}

export const productCalls = {
  page: call('GET', 'recommendProduct/page', productPageSchema).returns<Paged<ProductCard>>(),
  get: call('GET', 'recommendProduct/get', productIdSchema).returns<ProductDetail>(),
  myPage: call('GET', 'myData/productPage', myProductPageSchema).returns<Paged<MyProductRow>>(),
  save: call('POST', 'myData/productSave', productSaveSchema).returns<MyProductRow>(),
  delete: call('POST', 'myData/productDelete', productIdSchema).returns<null>(),
};
