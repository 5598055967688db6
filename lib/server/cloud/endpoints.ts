import 'server-only';
import { cloudCalls } from '@/lib/cloud/contract';
import { defineEndpoint, permission, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { getApplication, myApplication, saveApplication, withdrawApplication } from './applications';
import { deleteBag, getBag, myBagPage, publicBagPage, saveBag } from './bags';
import { estimateForLab } from './estimate';
import { caseDetail, casePage, cloudHome } from './home';
import { listItems } from './items';
import { adminLabPage, labDetail, labPage, labRegions, setLabStatus } from './labs';
import { profileDetail, profilePage } from './profiles';

/** Cloud testing and preparation, part A (issue 15 items 1–3, docs/CLOUD.md). */
export const cloudEndpoints = [
  defineEndpoint(cloudCalls.home, {
    summary: 'The cloud home page: live figures counted from the database, popular items, top-rated laboratories, newest cases, the working-day calendar version.',
    access: PUBLIC,
    handler: ({ db, locale }) => cloudHome(db, locale),
  }),
  defineEndpoint(cloudCalls.listItems, {
    summary: 'The catalogue: detection items and preparation services with their standards, sample requirements, parameters, and how many active laboratories offer them from which price and cycle.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => listItems(db, input, locale),
  }),
  defineEndpoint(cloudCalls.casePage, {
    summary: 'Service cases, newest first, by item category.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => casePage(db, input, locale),
  }),
  defineEndpoint(cloudCalls.caseDetail, {
    summary: 'One service case.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => caseDetail(db, input.id, locale),
  }),
  defineEndpoint(cloudCalls.listRegions, {
    summary: 'Provinces with at least one active laboratory (the laboratory list’s region filter).',
    access: PUBLIC,
    handler: ({ db, locale }) => labRegions(db, locale),
  }),
  defineEndpoint(cloudCalls.labPage, {
    summary: 'Active laboratories by test item, CMA/CNAS, province, price (yuan) and cycle (working days); sorted by rating, price, cycle or newest; paged.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => labPage(db, input, locale),
  }),
  defineEndpoint(cloudCalls.labDetail, {
    summary: 'One laboratory: introduction, qualifications with certificate numbers, equipment, items with price and cycle, cases, rating. A suspended one only for its manager and administrators.',
    access: PUBLIC,
    handler: ({ db, input, locale, user }) => labDetail(db, input.id, locale, user),
  }),
  defineEndpoint(cloudCalls.estimate, {
    summary: 'Price and delivery date of items at one laboratory: Σ price × quantity in fen from the laboratory’s offerings, cycle = the longest item, delivery in Chinese working days (chinese-days, version answered).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.read,
    handler: ({ db, input, locale, request }) => estimateForLab(db, input, locale, request.at),
  }),
  defineEndpoint(cloudCalls.bagPage, {
    summary: 'Approved public test bags, by type and keyword, with items and reference price and duration.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => publicBagPage(db, input, locale),
  }),
  defineEndpoint(cloudCalls.bagGet, {
    summary: 'One test bag: public and approved for anyone; otherwise for its owner and the reviewers of public bags.',
    access: PUBLIC,
    handler: ({ db, input, locale, user }) => getBag(db, input.id, user, locale),
  }),
  defineEndpoint(cloudCalls.myBagPage, {
    summary: 'The caller’s test bags with their review state.',
    access: USER,
    handler: ({ db, input, locale, user }) => myBagPage(db, user!, input, locale),
  }),
  defineEndpoint(cloudCalls.saveBag, {
    summary: 'Creates or updates one of the caller’s test bags (reference price and duration computed on the server); a public bag is submitted for review, an approved one goes back to review.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, locale, user }) => saveBag(db, user!, input, locale),
  }),
  defineEndpoint(cloudCalls.deleteBag, {
    summary: 'Deletes one of the caller’s test bags and its review.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, user }) => deleteBag(db, user!, input.id),
  }),
  defineEndpoint(cloudCalls.myApplication, {
    summary: 'The caller’s laboratory settlement application with its files and review state (`application: null` before the first).',
    access: USER,
    handler: async ({ db, locale, user }) => ({ application: await myApplication(db, user!, locale) }),
  }),
  defineEndpoint(cloudCalls.saveApplication, {
    summary: 'Saves and submits the caller’s settlement application (files through the file service); an approved one goes back to review. Not for staff roles.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, input, locale, user }) => saveApplication(db, user!, input, locale),
  }),
  defineEndpoint(cloudCalls.withdrawApplication, {
    summary: 'The applicant withdraws a pending settlement application.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, locale, user }) => withdrawApplication(db, user!, locale),
  }),
  defineEndpoint(cloudCalls.getApplication, {
    summary: 'One settlement application, for its applicant and the reviewers (the review queue’s detail).',
    access: USER,
    handler: ({ db, input, locale, user }) => getApplication(db, user!, input.id, locale),
  }),
  defineEndpoint(cloudCalls.adminLabPage, {
    summary: 'Every settled laboratory, active or suspended, for administrators.',
    access: permission(PERMISSIONS.administration),
    handler: ({ db, input, locale }) => adminLabPage(db, input, locale),
  }),
  defineEndpoint(cloudCalls.setLabStatus, {
    summary: 'Suspends or resumes a laboratory (a suspended one is not listed and cannot be estimated).',
    access: permission(PERMISSIONS.administration),
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, input, locale }) => setLabStatus(db, input.id, input.status, locale),
  }),
  defineEndpoint(cloudCalls.profilePage, {
    summary: 'The public experts and testers, by kind and item category.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => profilePage(db, input, locale),
  }),
  defineEndpoint(cloudCalls.profileDetail, {
    summary: 'One public expert or tester profile.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => profileDetail(db, input.id, locale),
  }),
];
