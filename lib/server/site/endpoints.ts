import 'server-only';
import { siteCalls } from '@/lib/site/contract';
import { defineEndpoint, PUBLIC } from '@/lib/server/api/types';
import { aboutOf, agreementOf, contactOf } from './site';

/** The portal's own pages: agreements, contact, about us (docs/SITE.md). Reads only. */
export const siteEndpoints = [
  defineEndpoint(siteCalls.agreement, {
    summary: "An agreement (user, privacy, platform, technicalService) in the caller's language: the newest version in force, with its version and date.",
    access: PUBLIC,
    handler: ({ db, locale, input, request }) => agreementOf(db, locale, input.kind, request.at),
  }),
  defineEndpoint(siteCalls.contact, {
    summary: "The portal's contact details (company, address, phone, email, service hours) in the caller's language.",
    access: PUBLIC,
    handler: ({ db, locale }) => contactOf(db, locale),
  }),
  defineEndpoint(siteCalls.about, {
    summary: 'The parts of /aboutUs (profile, qualifications, honours, partners) in order, with the contact details.',
    access: PUBLIC,
    handler: ({ db, locale }) => aboutOf(db, locale),
  }),
];
