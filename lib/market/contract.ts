import { z } from '@/lib/zod';
import { call, dbId, fenParam, pageSchema, type Paged } from '@/lib/contract';
import { fileIdField } from '@/lib/files/contract';
import type { ReviewState } from '@/lib/reviews/states';

/**
 * The data-product marketplace, the standard and common parts catalogues and file management
 * (issue 37; spec sections 1, 2 /zhj, /standardParts, /commonParts, /fileManage, 6, 7 zhj/product
 * and tui). Products sell or give data sets stored in the database, made from the reference data
 * whose licence allows it (docs/MARKET.md); paid products are catalogue rows of kind `dataProduct`
 * bought with `payment/saveDataProductOrder`. A bought product is generated as a file on request
 * (`tui/fileGener`, once per order line and format) and checked with `tui/fileCheck`.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations (labels in Market.*)

export const DATA_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];

/** A part's dimension table is generated as CSV or XLSX only. */
export const PART_FORMATS = ['csv', 'xlsx'] as const;

export const PRODUCT_EXPENSES = ['free', 'paid'] as const;
export type ProductExpense = (typeof PRODUCT_EXPENSES)[number];

/**
 * reference: a whole reference data set; curated: a subset the portal made from them; research: an
 * R&D data record its owner offers for sale (the owner is the seller).
 */
export const DATASET_ORIGINS = ['reference', 'curated', 'research'] as const;
export type DatasetOrigin = (typeof DATASET_ORIGINS)[number];

/** allowed: the licence allows passing the rows on; linkOnly: described, with the address to get it. */
export const REDISTRIBUTIONS = ['allowed', 'linkOnly'] as const;
export type Redistribution = (typeof REDISTRIBUTIONS)[number];

export const GENERATION_STATES = ['generating', 'ready'] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

/** Rows of a data set shown before purchase. */
export const SAMPLE_ROWS = 5;

/** Where a managed file comes from: the caller's upload, or a file the portal generated for them. */
export const FILE_ORIGINS = ['upload', 'generated'] as const;
export type FileOrigin = (typeof FILE_ORIGINS)[number];

// ---------------------------------------------------------------------------------------------
// Inputs

const keyword = z.string().trim().max(100, 'Market.keywordTooLong');

export const productPageSchema = pageSchema.extend({
  keyword: keyword.optional(),
  expense: z.enum(PRODUCT_EXPENSES, { error: 'Market.badFilter' }).optional(),
  origin: z.enum(DATASET_ORIGINS, { error: 'Market.badFilter' }).optional(),
});
export type ProductPageInput = z.infer<typeof productPageSchema>;

export const productIdSchema = z.object({ id: dbId('Market.noSuchProduct') });
export const dataSetIdSchema = z.object({ id: dbId('Market.noSuchDataSet') });

export const fileGenerSchema = z
  .object({
    productId: dbId('Market.noSuchProduct').optional(),
    partId: dbId('Market.noSuchPart').optional(),
    format: z.enum(DATA_FORMATS, { error: 'Market.badFormat' }),
  })
  .refine((v) => (v.productId === undefined) !== (v.partId === undefined), { message: 'Market.productOrPart', path: ['productId'] })
  .refine((v) => v.productId !== undefined || v.format !== 'json', { message: 'Market.badFormat', path: ['format'] });
export type FileGenerInput = z.infer<typeof fileGenerSchema>;

const offerText = z.string().trim().max(1000, 'Market.offerDescriptionTooLong');

/** zhj/product/rdOffer: the owner offers a published R&D data record for sale (free: priceFen 0). */
export const rdOfferSchema = z.object({
  researchDataId: dbId('Market.noSuchRecord'),
  priceFen: fenParam(0, 'Market.badPrice'),
  descriptionZh: offerText.optional().default(''),
  descriptionEn: offerText.optional().default(''),
});
export type RdOfferInput = z.infer<typeof rdOfferSchema>;
export const rdOfferIdSchema = z.object({ researchDataId: dbId('Market.noSuchRecord') });

export const fileCheckSchema = z.object({ id: dbId('Market.noSuchFile') });

export const fileManagePageSchema = pageSchema.extend({
  origin: z.enum(FILE_ORIGINS, { error: 'Market.badFilter' }).optional(),
  keyword: keyword.optional(),
});
export type FileManagePageInput = z.infer<typeof fileManagePageSchema>;
export const fileManageIdSchema = z.object({ id: fileIdField });

// ---------------------------------------------------------------------------------------------
// Outputs

export interface DataFieldView {
  name: string;
  unit: string | null;
}

/** A column of a data product as its buyer reads it (lib/market/columns.ts): name in the data, label and unit in the reader's language. */
export interface DataColumnView {
  name: string;
  label: string;
  unit: string | null;
}

export interface ProductCard {
  id: number;
  code: string;
  title: string;
  summary: string;
  origin: DatasetOrigin;
  expense: ProductExpense;
  /** Integer fen (0 for a free product). */
  priceFen: number;
  formats: DataFormat[];
  redistribution: Redistribution;
  datasetId: number;
  rowCount: number;
  fieldCount: number;
  traded: number;
  /** The price is a demo price (the portal sells nothing real yet). */
  demo: boolean;
  /** Who sells it when it is not the portal: an R&D data set's owner. */
  seller: ProductSeller | null;
}

/** The seller of an R&D data set (the owner's display name) and the record it was made from. */
export interface ProductSeller {
  kind: 'researchData';
  name: string;
  researchDataId: number;
}

/**
 * The owner's offer of an R&D data record (zhj/product/rdOfferGet): the terms, the review state of the
 * offer (kind dataProductOffer) and the product once approved.
 */
export interface RdOfferView {
  researchDataId: number;
  /** Whether the record may be offered now (saved and published to all users). */
  published: boolean;
  offer: {
    id: number;
    priceFen: number;
    descriptionZh: string;
    descriptionEn: string;
    /** The offer's review state (kind dataProductOffer). */
    review: ReviewState;
    /** The listed product (null until approved, or while withdrawn). */
    productId: number | null;
    listed: boolean;
  } | null;
}

export interface GeneratedFileView {
  /** The generation's id (tui/fileCheck). */
  id: number;
  format: DataFormat;
  state: GenerationState;
  fileId: string | null;
  name: string | null;
  size: number | null;
  sha256: string | null;
  /** SystemManager/fileDownload address when ready. */
  url: string | null;
}

export interface ProductAccess {
  /** May generate and download (free: signed in; paid: a paid order of the caller or their company). */
  entitled: boolean;
  /** The caller offered this R&D data set (its record's owner or the offer's seller): no buy button, a link to the record. */
  ownOffer: boolean;
  /** A waiting order of the caller for this product (pay it instead of a new one). */
  pendingOrderNo: string | null;
  files: GeneratedFileView[];
}

export interface DataSetView {
  id: number;
  code: string;
  title: string;
  description: string;
  origin: DatasetOrigin;
  /** The columns of the buyer's table: the values, then the sources and the compiler's notes (lib/market/customer-table.ts). */
  fields: DataColumnView[];
  rowCount: number;
  /** The first SAMPLE_ROWS rows of the buyer's table (none for a link-only data set). */
  sample: string[][];
  licence: string;
  citation: string;
  sourceUrl: string | null;
  redistribution: Redistribution;
  products: { id: number; title: string }[];
  /** An R&D data set's origin: the record (its page is the traceability link) and its owner. */
  seller: ProductSeller | null;
}

export interface ProductDetail extends ProductCard {
  catalogueItemId: number | null;
  dataSet: DataSetView;
  /** Null for a visitor. */
  access: ProductAccess | null;
}

export interface ManagedFile {
  id: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  createdAt: string;
  origin: FileOrigin;
  /** Where the file is used: the owner record (null while an upload waits to be attached). */
  usedBy: { ownerKind: string; ownerId: number; field: string; href: string | null } | null;
  /** May be deleted with SystemManager/fileDelete (a pending upload of the caller). */
  deletable: boolean;
  url: string;
}

// ---------------------------------------------------------------------------------------------
// Calls

export const marketCalls = {
  pageProduct: call('GET', 'zhj/product/page', productPageSchema).returns<Paged<ProductCard>>(),
  getProduct: call('GET', 'zhj/product/get', productIdSchema).returns<ProductDetail>(),
  getDataSet: call('GET', 'zhj/product/dataSet', dataSetIdSchema).returns<DataSetView>(),
  /** Generates (once per order line and format) a bought or free product as CSV, XLSX or JSON, or a part's table. */
  fileGener: call('POST', 'tui/fileGener', fileGenerSchema).returns<GeneratedFileView>(),
  fileCheck: call('GET', 'tui/fileCheck', fileCheckSchema).returns<GeneratedFileView>(),
  pageFile: call('GET', 'fileManage/page', fileManagePageSchema).returns<Paged<ManagedFile>>(),
  getFile: call('GET', 'fileManage/get', fileManageIdSchema).returns<ManagedFile>(),
  /** The owner offers a published R&D data record for sale; the offer is reviewed (kind dataProductOffer). */
  rdOffer: call('POST', 'zhj/product/rdOffer', rdOfferSchema).returns<RdOfferView>(),
  /** The owner withdraws the offer: a pending review is withdrawn, a listed product is taken off sale. */
  rdWithdraw: call('POST', 'zhj/product/rdWithdraw', rdOfferIdSchema).returns<RdOfferView>(),
  /** The owner's offer of a record, its review state and product. */
  rdOfferGet: call('GET', 'zhj/product/rdOfferGet', rdOfferIdSchema).returns<RdOfferView>(),
};

// ---------------------------------------------------------------------------------------------
// Standard and common parts (tui/search, tui/dir, tui/produceDetail)

export const PART_CATALOGUES = ['standard', 'common'] as const;
export type PartCatalogue = (typeof PART_CATALOGUES)[number];

/** Categories of the parts catalogues (labels in Market.parts.categories.*). */
export const PART_CATEGORIES = ['hexBolt', 'hexNut', 'washer', 'hSection', 'channel', 'angle', 'pipe'] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/** A size as a number (12) or a metric thread (M12); anything else is refused. */
export const SIZE_PATTERN = /^M?\d{1,4}$/i;

export const partSearchSchema = pageSchema.extend({
  keyword: keyword.optional(),
  catalogue: z.enum(PART_CATALOGUES, { error: 'Market.badFilter' }).optional(),
  category: z.enum(PART_CATEGORIES, { error: 'Market.badFilter' }).optional(),
  /** The nominal size: M12 or 12 (the leading number of a section's designation). */
  size: z.string().trim().regex(SIZE_PATTERN, 'Market.badSize').optional(),
  /** A property class or grade the standard names, e.g. 8.8. */
  class: z.string().trim().regex(/^[0-9A-Za-z.]{1,12}$/, 'Market.badFilter').optional(),
  standard: z.string().trim().max(40, 'Market.badFilter').optional(),
});
export type PartSearchInput = z.infer<typeof partSearchSchema>;

export const partIdSchema = z.object({ id: dbId('Market.noSuchPart') });

export interface PartSizeView {
  id: number;
  size: string;
  cells: string[];
  sourceUrl: string | null;
  citation: string | null;
  demo: boolean;
}

export interface PartHit {
  id: number;
  code: string;
  catalogue: PartCatalogue;
  category: PartCategory;
  standard: string;
  intlStandard: string | null;
  title: string;
  fields: DataFieldView[];
  classes: string[];
  /** The sizes that match the search (all of them without a size filter). */
  sizes: PartSizeView[];
}

export interface PartDetail extends PartHit {
  description: string;
  classesSource: string | null;
  materials: string[];
}

export interface PartDirectory {
  catalogue: PartCatalogue;
  categories: { code: PartCategory; count: number }[];
}

export const partCalls = {
  search: call('GET', 'tui/search', partSearchSchema).returns<Paged<PartHit>>(),
  dir: call('GET', 'tui/dir', z.object({})).returns<PartDirectory[]>(),
  produceDetail: call('GET', 'tui/produceDetail', partIdSchema).returns<PartDetail>(),
};
