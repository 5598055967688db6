import 'server-only';
import { marketCalls, partCalls } from '@/lib/market/contract';
import { defineEndpoint, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { getOwnFile, pageOwnFiles } from './file-manage';
import { checkGeneratedFile, generatePartFile, generateProductFile } from './generate';
import { getPart, partDirectory, searchParts } from './parts';
import { getDataSet, getProduct, pageProducts } from './products';
import { getRdOffer, offerRecord, withdrawOffer } from './rd-offers';

/** The data-product marketplace, generated files and file management (issue 37, docs/MARKET.md). */
export const marketEndpoints = [
  defineEndpoint(marketCalls.pageProduct, {
    summary: 'Published data products: keyword (titles and summaries, both languages), expense and origin filters, pagination; price in fen, formats, row and field counts, sales.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => pageProducts(db, input, locale),
  }),
  defineEndpoint(marketCalls.getProduct, {
    summary: 'One published data product with its data set (fields, row count, first 5 rows, licence, citation) and, signed in, whether the caller may generate it, a waiting order and the files made for them.',
    access: PUBLIC,
    handler: ({ db, input, locale, user, services }) => getProduct(db, input.id, locale, user, services.memory),
  }),
  defineEndpoint(marketCalls.getDataSet, {
    summary: 'The data set behind a product: fields with units, row count, first 5 rows (none for a link-only set), licence, citation, source address and its products.',
    access: PUBLIC,
    handler: ({ db, input, locale, services }) => getDataSet(db, input.id, locale, services.memory),
  }),
  defineEndpoint(marketCalls.fileGener, {
    summary: 'Generates a data product as CSV, XLSX or JSON (or a part’s dimension table as CSV or XLSX, for any signed-in user) from the database in the caller’s language (headers with their units; sources and the compiler’s notes in columns of their own, sources also on a sheet of the XLSX) (paid: after the caller’s or company’s order is paid, else 403; free: signed in), once per order line, format and language: a repeated or concurrent call answers the same generation (generating, then ready with file id, size and SHA-256).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, services, input, user, request, locale }) =>
      input.productId ? generateProductFile(db, services.storage(), services.memory, user!, input.productId, input.format, request.at, locale) : generatePartFile(db, services.storage(), user!, input.partId!, input.format, request.at, locale),
  }),
  defineEndpoint(marketCalls.fileCheck, {
    summary: 'A generated file’s state, size and SHA-256 (to compare with the downloaded bytes), for the buyer, their company or the user it was made for; anyone else 404.',
    access: USER,
    handler: ({ db, input, user }) => checkGeneratedFile(db, user!, input.id),
  }),
  defineEndpoint(marketCalls.pageFile, {
    summary: 'The caller’s files: uploads and files generated for them, newest first, with where each is used (owner record as a link), size, date, SHA-256 and whether it may be deleted.',
    access: USER,
    handler: ({ db, input, user }) => pageOwnFiles(db, user!, input),
  }),
  defineEndpoint(marketCalls.getFile, {
    summary: 'One of the caller’s files (anyone else’s: 404).',
    access: USER,
    handler: ({ db, input, user }) => getOwnFile(db, user!, input.id),
  }),
  defineEndpoint(marketCalls.rdOffer, {
    summary: 'The owner offers a published R&D data record for sale (price in integer fen, 0 free; descriptions in Chinese and English optional): the offer goes to review (kind dataProductOffer); approval builds the data set from the record and lists the product with the owner as seller. Unpublished record 409; someone else’s or unknown 404.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user, request }) => offerRecord(db, user!, input, request.at),
  }),
  defineEndpoint(marketCalls.rdWithdraw, {
    summary: 'The owner withdraws an R&D data record’s offer: a pending review is withdrawn and a listed product is taken off sale (404 for new buyers; files already bought stay readable).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => withdrawOffer(db, user!, input.researchDataId),
  }),
  defineEndpoint(marketCalls.rdOfferGet, {
    summary: 'An R&D data record’s offer for its owner or a reviewer of offers: whether the record is published, the terms, the review state and the product.',
    access: USER,
    handler: ({ db, input, user }) => getRdOffer(db, user!, input.researchDataId),
  }),
  defineEndpoint(partCalls.search, {
    summary: 'Standard and common parts by keyword, catalogue, category, standard, size (M12 or 12) and property class (8.8), with their matching sizes; every size row names its source or is labelled demo.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => searchParts(db, input, locale),
  }),
  defineEndpoint(partCalls.dir, {
    summary: 'The parts catalogues (standard, common) and their categories with part counts.',
    access: PUBLIC,
    handler: ({ db }) => partDirectory(db),
  }),
  defineEndpoint(partCalls.produceDetail, {
    summary: 'One part: standard, description, dimension fields and the whole dimension table with the source of every row, property classes and where they were read.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => getPart(db, input.id, locale),
  }),
];
