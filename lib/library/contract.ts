import { z } from '@/lib/zod';
import { call, dbId, intParam, noInput, pageSchema, type Paged } from '@/lib/contract';
import type { Address, InvoiceTitle } from '@/lib/account/contract';
import type { OrderDetail, OrderRow } from '@/lib/payments/contract';

/**
 * The technical library (issue 14; spec sections 1, 2 /librany, /libranyBook, /my/documentOrder,
 * 3 "library item and book", "library order", 7 "Library" and homePage/getTechnologyLibrary).
 *
 * Items are documents (standards, data sets, method notes, reports) and books. Paid items are sold
 * through the order core (lib/payments): each paid item points at a `catalogue_items` row that carries
 * its price, and `saveLibraryOrder` makes an ordinary book/document order. A file is downloaded through
 * a short-lived signed link (`getFileDownload` → `getFileDownload2`), decided on the server from the
 * database: free items for signed-in users, paid items for the buyer (and the buyer's company when
 * bought for it) of a paid order. docs/LIBRARY.md.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations (labels in Library.*)

export const ITEM_KINDS = ['document', 'book'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Format type: what the reader gets (`metadata`: a bibliographic record only, e.g. a copyrighted standard). */
export const ITEM_FORMATS = ['pdf', 'word', 'excel', 'ebook', 'print', 'metadata'] as const;
export type ItemFormat = (typeof ITEM_FORMATS)[number];

/** Expense type (spec section 3). */
export const EXPENSE_TYPES = ['free', 'paid'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** A standard's status: current, replaced by a newer edition, withdrawn. */
export const STANDARD_STATUSES = ['current', 'replaced', 'withdrawn'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

export const ITEM_LANGUAGES = ['zh', 'en', 'zh-en'] as const;
export type ItemLanguage = (typeof ITEM_LANGUAGES)[number];

export const LIBRARY_SORTS = ['relevance', 'newest', 'oldest', 'priceAsc', 'priceDesc', 'popular'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export { DOWNLOAD_LINK_SECONDS, PREVIEW_PAGES } from './constants';

// ---------------------------------------------------------------------------------------------
// Inputs

const typeCode = z.string().trim().regex(/^[a-z][a-zA-Z0-9-]{0,39}$/, 'Library.badFilter');
const year = intParam(1900, 2100, 'Library.badYear');

export const pageTechnologySchema = pageSchema.extend({
  /** Words, a standard number ("1591", "GB/T 1591") or a grade; segmented like the material search. */
  keyword: z.string().trim().max(100, 'Library.keywordTooLong').optional(),
  primaryType: typeCode.optional(),
  secondaryType: typeCode.optional(),
  kind: z.enum(ITEM_KINDS, { error: 'Library.badFilter' }).optional(),
  format: z.enum(ITEM_FORMATS, { error: 'Library.badFilter' }).optional(),
  expense: z.enum(EXPENSE_TYPES, { error: 'Library.badFilter' }).optional(),
  yearFrom: year.optional(),
  yearTo: year.optional(),
  sort: z.enum(LIBRARY_SORTS, { error: 'Library.badFilter' }).optional().default('relevance'),
});
export type PageTechnologyInput = z.infer<typeof pageTechnologySchema>;

export const itemIdSchema = z.object({ id: dbId('Library.noSuchItem') });
export type ItemIdInput = z.infer<typeof itemIdSchema>;

export const downloadLinkSchema = z.object({
  id: dbId('Library.noSuchItem'),
});

/** The signed link: `<payload>.<signature>` in base64url, made by getFileDownload. */
export const downloadTokenSchema = z.object({
  token: z.string({ error: 'Library.badLink' }).trim().min(20, 'Library.badLink').max(400, 'Library.badLink').regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Library.badLink'),
});

export const saveLibraryOrderSchema = z.object({
  items: z
    .array(
      z.object({
        id: dbId('Library.noSuchItem'),
        quantity: intParam(1, 99, 'Payments.badQuantity').optional().default(1),
      }),
      { error: 'Payments.noItems' },
    )
    .min(1, 'Payments.noItems')
    .max(20, 'Payments.tooManyLines'),
  /** One of the caller's saved addresses: required when a printed book is ordered. */
  addressId: dbId('Payments.addressRequired').optional(),
  /** One of the caller's invoice titles: the invoice is requested with it once the order is paid. */
  invoiceTitleId: dbId('Payments.invoiceTitleRequired').optional(),
  forCompany: z.boolean().optional().default(false),
  channel: z.enum(['wechat', 'alipay'], { error: 'Payments.badChannel' }).optional(),
});
export type SaveLibraryOrderInput = z.infer<typeof saveLibraryOrderSchema>;

export const libraryOrderPageSchema = pageSchema.extend({
  status: z.enum(['waiting', 'paid', 'cancelled'], { error: 'Payments.badFilter' }).optional(),
});
export type LibraryOrderPageInput = z.infer<typeof libraryOrderPageSchema>;

export const libraryOrderNoSchema = z.object({
  orderNo: z.string({ error: 'Payments.orderNotFound' }).trim().regex(/^\d{8}\d{6,10}$/, 'Payments.orderNotFound'),
});

// ---------------------------------------------------------------------------------------------
// Outputs

export interface LibraryType {
  code: string;
  /** In the caller's language. */
  name: string;
  /** Items of this type (and its children). */
  count: number;
  children: LibraryType[];
}

export interface LibraryCard {
  id: number;
  kind: ItemKind;
  /** In the caller's language (the other language when the item has only one). */
  title: string;
  primaryType: string;
  primaryTypeName: string;
  secondaryType: string | null;
  secondaryTypeName: string | null;
  format: ItemFormat;
  expense: ExpenseType;
  /** Integer fen; 0 for free items. */
  priceFen: number;
  /** Publication year. */
  year: number | null;
  language: ItemLanguage;
  source: string | null;
  /** Standards: the number as written (e.g. GB/T 1591-2018) and its status. */
  standardCode: string | null;
  standardStatus: StandardStatus | null;
  keywords: string[];
  /** Demo content (paid titles, printed books, prices) is labelled as such. */
  demo: boolean;
  downloads: number;
}

export interface LinkedGrade {
  id: number;
  slug: string;
  grade: string;
  family: string;
}

export interface LibraryItemDetail extends LibraryCard {
  summary: string | null;
  publishedAt: string | null;
  pages: number | null;
  issuer: string | null;
  editionYear: number | null;
  /** "replaced by" as written (a standard code), when replaced. */
  replacedBy: string | null;
  /** The library item of the replacing edition, when the library has it. */
  replacedById: number | null;
  /** Material records that this standard defines (linked both ways with the material database). */
  grades: LinkedGrade[];
  /** A downloadable file exists (PDF, Excel …); printed books have none. */
  hasFile: boolean;
  fileName: string | null;
  fileSize: number | null;
  /** A first-pages preview can be rendered (PDF files). */
  hasPreview: boolean;
  /** Printed books: copies in stock. */
  stock: number | null;
  licence: string | null;
  citation: string | null;
  /** The viewer's state (null for visitors): may download now; the paid order that entitles them. */
  viewer: { canDownload: boolean; orderNo: string | null; pendingOrderNo: string | null } | null;
  /** Other items of the same standard (e.g. a compilation of its grades). */
  related: LibraryCard[];
}

export interface DownloadLink {
  /** /atsteel/library/getFileDownload2?token=… : valid for DOWNLOAD_LINK_SECONDS, for this user only. */
  url: string;
  expiresAt: string;
  fileName: string;
  watermarked: boolean;
}

export interface LibraryOrderRow extends OrderRow {
  /** The library items of the order (for "download again"). */
  items: { id: number; title: string; kind: ItemKind; hasFile: boolean }[];
  invoiceTitleId: number | null;
}

export interface LibraryOrderDetail extends OrderDetail {
  items: { id: number; title: string; kind: ItemKind; hasFile: boolean }[];
  invoiceTitleId: number | null;
}

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7, Library; paths under library/)

export const libraryCalls = {
  listLibraryTypes: call('GET', 'library/listLibraryTypes', noInput).returns<LibraryType[]>(),
  pageTechnology: call('GET', 'library/pageTechnology', pageTechnologySchema).returns<Paged<LibraryCard>>(),
  getTechnology: call('GET', 'library/getTechnology', itemIdSchema).returns<LibraryItemDetail>(),
  /** A signed, short-lived download link for the caller (anonymous: -100). */
  getFileDownload: call('GET', 'library/getFileDownload', downloadLinkSchema).returns<DownloadLink>(),
  /** The file itself (binary), for a link made by getFileDownload; watermarked for paid PDFs. */
  getFileDownload2: call('GET', 'library/getFileDownload2', downloadTokenSchema).binary(),
  /** The first pages of a PDF item (binary), for the pdf.js preview before purchase. */
  getPreview: call('GET', 'library/getPreview', itemIdSchema).binary(),
  listAddress: call('GET', 'library/listAddress', noInput).returns<Address[]>(),
  getInvoice: call('GET', 'library/getInvoice', noInput).returns<InvoiceTitle[]>(),
  saveLibraryOrder: call('POST', 'library/saveLibraryOrder', saveLibraryOrderSchema).idempotent().returns<LibraryOrderDetail>(),
  pageLibraryOrder: call('GET', 'library/pageLibraryOrder', libraryOrderPageSchema).returns<Paged<LibraryOrderRow>>(),
  getLibraryOrder: call('GET', 'library/getLibraryOrder', libraryOrderNoSchema).returns<LibraryOrderDetail>(),
};

export const libraryHomeCalls = {
  /** The home page's technology-library block: the newest items. */
  getTechnologyLibrary: call('GET', 'homePage/getTechnologyLibrary', noInput).returns<LibraryCard[]>(),
};
