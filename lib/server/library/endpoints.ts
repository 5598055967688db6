import 'server-only';
import { libraryCalls, libraryHomeCalls } from '@/lib/library/contract';
import { listAddresses } from '@/lib/server/account/addresses';
import { listInvoiceTitles } from '@/lib/server/account/invoice-titles';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { getTechnology } from './detail';
import { makeDownloadLink, servePreview, serveDownload } from './download';
import { getLibraryOrder, pageLibraryOrders, saveLibraryOrder } from './orders';
import { listLibraryTypes, newestItems, pageTechnology } from './queries';

/** The technical library (issue 14, docs/LIBRARY.md). */
export const libraryEndpoints = [
  defineEndpoint(libraryCalls.listLibraryTypes, {
    summary: 'Primary library types with their secondary types and item counts, names in the caller’s language.',
    access: PUBLIC,
    handler: ({ db, locale }) => listLibraryTypes(db, locale),
  }),
  defineEndpoint(libraryCalls.pageTechnology, {
    summary: 'Library search: keyword (Chinese word segmentation, standard numbers, grades), type, kind, format, expense and year filters, sort, pagination.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => pageTechnology(db, input, locale),
  }),
  defineEndpoint(libraryCalls.getTechnology, {
    summary: 'One library item: metadata, summary, linked material grades, file facts, related items and (signed in) whether the caller may download it.',
    access: PUBLIC,
    handler: ({ db, input, locale, user }) => getTechnology(db, input.id, locale, user),
  }),
  defineEndpoint(libraryCalls.getFileDownload, {
    summary: 'A signed download link valid for 5 minutes, for the caller only: free items for signed-in users, paid items after the caller’s (or company’s) order is paid.',
    access: USER,
    handler: ({ db, services, input, user, request }) => makeDownloadLink(db, services.storage(), user!, input.id, request.at.getTime()),
  }),
  defineEndpoint(libraryCalls.getFileDownload2, {
    summary: 'The file of a signed link (binary): refuses forged, expired and other users’ links; counted and logged; paid PDFs carry a watermark with the buyer and order number.',
    access: USER,
    binary: true,
    handler: ({ db, services, input, user, request }) => serveDownload(db, services.storage(), user!, input.token, request),
  }),
  defineEndpoint(libraryCalls.getPreview, {
    summary: 'The first pages of a PDF item (binary, application/pdf) for the in-browser preview before purchase.',
    access: PUBLIC,
    binary: true,
    handler: ({ db, services, input }) => servePreview(db, services.storage(), services.memory, input.id),
  }),
  defineEndpoint(libraryCalls.listAddress, {
    summary: 'The caller’s delivery addresses for a printed-book order (the personal centre’s address book), the default first.',
    access: USER,
    handler: ({ db, user }) => listAddresses(db, user!.id),
  }),
  defineEndpoint(libraryCalls.getInvoice, {
    summary: 'The caller’s invoice titles for a library order (the personal centre’s titles), the default first.',
    access: USER,
    handler: ({ db, user }) => listInvoiceTitles(db, user!.id),
  }),
  defineEndpoint(libraryCalls.saveLibraryOrder, {
    summary: 'Orders paid library items through the order core (prices on the server; printed books need one of the caller’s addresses; optional invoice title). Honours Idempotency-Key.',
    access: permission(PERMISSIONS.orderCreate),
    rateLimit: RATE_LIMITS.orderCreation,
    handler: ({ db, input, user, request, locale }) => saveLibraryOrder(db, user!, input, request.headers, libraryCalls.saveLibraryOrder.path, locale),
  }),
  defineEndpoint(libraryCalls.pageLibraryOrder, {
    summary: 'The caller’s library orders, newest first, with their items (for download again) and status.',
    access: USER,
    handler: ({ db, input, user, locale }) => pageLibraryOrders(db, user!, input, locale),
  }),
  defineEndpoint(libraryCalls.getLibraryOrder, {
    summary: 'One of the caller’s library orders with lines, shipping details, events, items and the chosen invoice title.',
    access: USER,
    handler: ({ db, input, user, locale }) => getLibraryOrder(db, user!, input.orderNo, locale),
  }),
  defineEndpoint(libraryHomeCalls.getTechnologyLibrary, {
    summary: 'The home page’s technology-library block: the newest library items.',
    access: PUBLIC,
    handler: ({ db, locale }) => newestItems(db, locale),
  }),
];
