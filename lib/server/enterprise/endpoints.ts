import 'server-only';
import { enterpriseCalls as c } from '@/lib/enterprise/contract';
import { defineEndpoint, permission, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { getEnv } from '@/lib/env';
import { PERMISSIONS } from '@/lib/session/permissions';
import { getCompany, saveCompany } from './company';
import { exportCompanyOrders } from './export';
import { companyFunds } from './funds';
import { deleteGroup, listGroups, saveGroup } from './groups';
import { acceptInvite, inviteUser, listInvitations, listMembers, removeUser, setUserGroup, withdrawInvitation } from './members';
import { listCompanyOrders } from './orders';
import { transferManager } from './transfer';

/**
 * Enterprise accounts (issue 32, docs/ACCOUNTS.md "Companies"). Members read (`company:view`), the administrator edits
 * (`company:manage`); the company is the caller's own as loaded from the database on this call, never an id sent.
 */
const MEMBERS = permission(PERMISSIONS.companyView);
const ADMINISTRATOR = permission(PERMISSIONS.companyManage);

export const enterpriseEndpoints = [
  defineEndpoint(c.company, {
    summary: 'The caller’s company: information, administrator, member and group counts (company members).',
    access: MEMBERS,
    handler: ({ db, user }) => getCompany(db, user!),
  }),
  defineEndpoint(c.saveCompany, {
    summary: 'Saves the company’s information (administrator); a new name or credit code needs a security code to the administrator’s mobile; a credit code with a wrong GB 32100 check character is 400, one another company holds 409.',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => saveCompany(db, user!, input, request.at),
  }),
  defineEndpoint(c.users, {
    summary: 'The company’s members with group and role, filtered by group, role and keyword, paged (company members).',
    access: MEMBERS,
    handler: ({ db, user, input }) => listMembers(db, user!, input),
  }),
  defineEndpoint(c.invitations, {
    summary: 'The company’s open invitations (administrator).',
    access: ADMINISTRATOR,
    handler: ({ db, user, request }) => listInvitations(db, user!, request.at),
  }),
  defineEndpoint(c.inviteUser, {
    summary: 'Invites a mobile number into the company for 7 days (administrator); a registered individual gets a message, an unregistered number an SMS with the register link (smsSent); a member of a company, a number already invited or a full company is 409.',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.message,
    handler: ({ db, user, input, request, locale, services }) => inviteUser(db, user!, input, request.at, { provider: services.sms(), locale, baseUrl: getEnv().PUBLIC_BASE_URL }),
  }),
  defineEndpoint(c.withdrawInvitation, {
    summary: 'Ends an open invitation of the company at once (administrator): its link is refused as expired and its seat is free; another company’s, a used or an ended invitation is 404.',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => withdrawInvitation(db, user!, input.id, request.at),
  }),
  defineEndpoint(c.acceptInvite, {
    summary: 'The invited number’s account joins the company as an employee in the invitation’s group; expired or used invitations 409, another number’s 404.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => acceptInvite(db, user!, input.code, request.at),
  }),
  defineEndpoint(c.setUserGroup, {
    summary: 'Moves a member of the company into one of its groups or none (administrator).',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => setUserGroup(db, user!, input),
  }),
  defineEndpoint(c.removeUser, {
    summary: 'Turns a member back into an individual and signs them out everywhere; company orders stay the company’s (administrator; not oneself: 409).',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => removeUser(db, user!, input.userId, request.at),
  }),
  defineEndpoint(c.groups, {
    summary: 'The company’s groups in sort order with member counts (company members).',
    access: MEMBERS,
    handler: ({ db, user }) => listGroups(db, user!),
  }),
  defineEndpoint(c.saveGroup, {
    summary: 'Creates a group or renames / re-sorts one of the company’s (administrator).',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => saveGroup(db, user!, input),
  }),
  defineEndpoint(c.deleteGroup, {
    summary: 'Deletes a group of the company; one with members needs a target group for them, else 409 (administrator).',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => deleteGroup(db, user!, input),
  }),
  defineEndpoint(c.transferManager, {
    summary: 'Hands the administrator role to an employee of the company in one transaction, confirmed by a security code to the administrator’s mobile; both get a message.',
    access: ADMINISTRATOR,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => transferManager(db, user!, input, request.at),
  }),
  defineEndpoint(c.companyOrders, {
    summary: 'The company’s orders (bought for the company, and every member’s detection order), filtered by member, source, status and China dates, paged, with paid and waiting totals (company members).',
    access: MEMBERS,
    handler: ({ db, user, input, locale }) => listCompanyOrders(db, user!, input, locale),
  }),
  defineEndpoint(c.companyExport, {
    summary: 'The company’s filtered orders as an .xlsx file, labels in the caller’s language (company members).',
    access: MEMBERS,
    binary: true,
    handler: ({ db, user, input, locale, t, request }) => exportCompanyOrders(db, user!, input, locale, t, request.at),
  }),
  defineEndpoint(c.companyFunds, {
    summary: 'The company’s spending: paid and waiting totals, paid amounts by China month and order type, the members’ VIP deadlines (company members).',
    access: MEMBERS,
    handler: ({ db, user }) => companyFunds(db, user!),
  }),
];
