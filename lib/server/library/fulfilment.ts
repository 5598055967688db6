import 'server-only';
import type { Fulfilment } from '@/lib/server/payments/fulfilment';

/**
 * Book and document orders (docs/LIBRARY.md), registered with the payment core at
 * lib/server/registry.ts. Nothing is written when one is paid, cancelled or expires: the right to
 * download is read from the paid order itself at download time (`entitlementOf`, ./access.ts) and a
 * printed book ships from the order's shipping details, so there is nothing to deliver in the
 * paying transaction and nothing to undo on cancellation.
 */
export const libraryFulfilment: Fulfilment = {};
