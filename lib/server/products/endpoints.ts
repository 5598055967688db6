import 'server-only';
import { defineEndpoint, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { productCalls as c } from '@/lib/products/contract';
import { deleteProduct, getProduct, pageMyProducts, pageProducts, saveProduct } from './products';

/** Recommended products (issue 34, docs/CUSTOM.md); the public administrator decides through the shared audit/* calls. */
export const productEndpoints = [
  defineEndpoint(c.page, {
    summary: 'Approved recommended products, newest approval first (or by price), with keyword, type and shape filters; each with its company and first picture.',
    access: PUBLIC,
    handler: ({ db, locale, input }) => pageProducts(db, locale, input),
  }),
  defineEndpoint(c.get, {
    summary: 'One recommended product with its pictures and introduction: public once approved; its owner, the company administrator and the public administrator see it in any state; otherwise 404.',
    access: PUBLIC,
    handler: ({ db, locale, input, user }) => getProduct(db, locale, user, input.id),
  }),
  defineEndpoint(c.myPage, {
    summary: 'The caller’s own recommended products (scope mine) or all of the company’s (scope company, its administrator only), with review states.',
    access: USER,
    handler: ({ db, locale, input, user }) => pageMyProducts(db, locale, user!, input),
  }),
  defineEndpoint(c.save, {
    summary: 'Publishes (company members only) or edits a recommended product: name, type, shape, specification, price (fen computed here), unit, price unit, 1–5 pictures, introduction; saving submits it for review (kind recommendedProduct), editing an approved one sends it back.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, locale, input, user }) => saveProduct(db, locale, user!, input),
  }),
  defineEndpoint(c.delete, {
    summary: 'Deletes a recommended product with its pictures and review (its owner or the company administrator).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => deleteProduct(db, user!, input.id),
  }),
];
