import { z } from '@/lib/zod';
import { call, dbId, noInput, pageSchema, type Paged } from '@/lib/contract';
import { creditCodeField, mobileField, smsCodeField } from '@/lib/auth/contract';
import type { StoredFile } from '@/lib/files/contract';
import { isDay } from '@/lib/working-days';
import { ORDER_STAGES } from '@/lib/cloud/order-stages';
import { ORDER_STATUSES } from '@/lib/payments/contract';

/**
 * Enterprise accounts (issue 32; spec sections 3, 4, 6 and 7; docs/ACCOUNTS.md "Companies"): the company's
 * information, its members and groups, the administrator transfer, the company's orders and spending. Every member
 * (`company:view`) reads; the administrator (`company:manage`) edits. The company is always the caller's own, read
 * from the database on every call: ids of another company's members, groups or orders answer 404.
 */

/** An invitation stays open this long (issue 32 behaviour 2). */
export const INVITATION_DAYS = 7;
/** Company documents (business licence and others): file owner kind `company`, field `documents`, kind attachment. */
export const COMPANY_OWNER_KIND = 'company';
export const DOCUMENTS_FIELD = 'documents';
export const DOCUMENTS_MAX = 5;
export const ENTERPRISE_TYPES = ['general', 'light_node'] as const;
export const MEMBER_ROLES = ['company_admin', 'employee'] as const;
/** What a company order is: an order of the payment core bought for the company, or a member's detection order. */
export const COMPANY_ORDER_SOURCES = ['payment', 'detection'] as const;
/** The status filter of the company's orders: a payment order's status or a detection order's stage. */
export const COMPANY_ORDER_STATUSES = [...new Set([...ORDER_STATUSES, ...ORDER_STAGES])] as [(typeof ORDER_STATUSES)[number] | (typeof ORDER_STAGES)[number], ...((typeof ORDER_STATUSES)[number] | (typeof ORDER_STAGES)[number])[]];
export type CompanyOrderStatus = (typeof COMPANY_ORDER_STATUSES)[number];
export type CompanyOrderSource = (typeof COMPANY_ORDER_SOURCES)[number];

const E = 'Enterprise.errors';
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).optional().default('');
const day = (message: string) => z.string({ error: message }).refine((d) => isDay(d), message);

/** Company information (spec section 3: company). Name or credit code changes need `code`, a security SMS code. */
export const saveCompanySchema = z.object({
  name: z.string({ error: `${E}.nameRequired` }).trim().min(1, `${E}.nameRequired`).max(200, `${E}.nameTooLong`),
  creditCode: creditCodeField(`${E}.creditCodeInvalid`),
  industry: optionalText(100, `${E}.industryTooLong`),
  contact: optionalText(100, `${E}.contactTooLong`),
  email: z.union([z.literal(''), z.string({ error: `${E}.emailInvalid` }).trim().max(200, `${E}.emailInvalid`).email(`${E}.emailInvalid`)], { error: `${E}.emailInvalid` }).optional().default(''),
  otherContact: optionalText(200, `${E}.otherContactTooLong`),
  serverRequirements: optionalText(1000, `${E}.serverRequirementsTooLong`),
  code: z.union([z.literal(''), smsCodeField]).optional(),
  /** The documents in order: kept uploads and the administrator's pending ones; absent leaves them as they are. */
  documentIds: z.array(z.string({ error: 'Files.noSuchFile' }).max(64, 'Files.noSuchFile'), { error: 'Files.noSuchFile' }).max(DOCUMENTS_MAX, `${E}.tooManyDocuments`).optional(),
});
export type SaveCompanyInput = z.input<typeof saveCompanySchema>;

export const memberListSchema = pageSchema.extend({
  groupId: dbId(`${E}.groupNotFound`).optional(),
  role: z.enum(MEMBER_ROLES, { error: `${E}.roleInvalid` }).optional(),
  keyword: z.string({ error: `${E}.keywordTooLong` }).trim().max(100, `${E}.keywordTooLong`).optional(),
});
export const inviteUserSchema = z.object({ mobile: mobileField, groupId: dbId(`${E}.groupNotFound`).optional() });
export const invitationIdSchema = z.object({ id: dbId(`${E}.invitationNotFound`) });
export const acceptInviteSchema = z.object({ code: z.string({ error: `${E}.invitationNotFound` }).trim().min(1, `${E}.invitationNotFound`).max(64, `${E}.invitationNotFound`) });
export const setUserGroupSchema = z.object({ userId: dbId(`${E}.memberNotFound`), groupId: dbId(`${E}.groupNotFound`).nullable() });
export const memberIdSchema = z.object({ userId: dbId(`${E}.memberNotFound`) });
export const saveGroupSchema = z.object({
  id: dbId(`${E}.groupNotFound`).optional(),
  name: z.string({ error: `${E}.groupNameRequired` }).trim().min(1, `${E}.groupNameRequired`).max(100, `${E}.groupNameTooLong`),
  sort: z.union([z.number(), z.string().regex(/^\d{1,4}$/).transform(Number)], { error: `${E}.sortInvalid` }).pipe(z.number().int(`${E}.sortInvalid`).min(0, `${E}.sortInvalid`).max(9999, `${E}.sortInvalid`)).optional().default(0),
});
export type SaveGroupInput = z.input<typeof saveGroupSchema>;
export const deleteGroupSchema = z.object({ id: dbId(`${E}.groupNotFound`), targetGroupId: dbId(`${E}.groupNotFound`).optional() });
export const transferManagerSchema = z.object({ userId: dbId(`${E}.memberNotFound`), code: smsCodeField });

const companyOrderFilters = {
    userId: dbId(`${E}.memberNotFound`).optional(),
    source: z.enum(COMPANY_ORDER_SOURCES, { error: `${E}.sourceInvalid` }).optional(),
    status: z.enum(COMPANY_ORDER_STATUSES, { error: `${E}.statusInvalid` }).optional(),
    from: day(`${E}.fromInvalid`).optional(),
    to: day(`${E}.toInvalid`).optional(),
};
const datesInOrder = { check: (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to, issue: { message: `${E}.toBeforeFrom`, path: ['to'] } };
export const companyOrderFilterSchema = z.object(companyOrderFilters).refine(datesInOrder.check, datesInOrder.issue);
export type CompanyOrderFilter = z.output<typeof companyOrderFilterSchema>;
export const companyOrderPageSchema = pageSchema.extend(companyOrderFilters).refine(datesInOrder.check, datesInOrder.issue);

export interface CompanyInfo {
  id: number;
  name: string;
  creditCode: string;
  industry: string;
  contact: string;
  email: string;
  otherContact: string;
  enterpriseType: (typeof ENTERPRISE_TYPES)[number];
  subAccountCount: number;
  serverRequirements: string;
  memberCount: number;
  groupCount: number;
  administrator: { id: number; userName: string } | null;
  /** Whether the caller may edit (the administrator). */
  canManage: boolean;
  createdAt: string;
  /** Business licence and other documents (members download them). */
  documents: StoredFile[];
}

export interface CompanyMember {
  id: number;
  userName: string;
  fullName: string;
  mobile: string;
  email: string;
  role: (typeof MEMBER_ROLES)[number];
  groupId: number | null;
  groupName: string | null;
  createdAt: string;
}

export interface CompanyGroup {
  id: number;
  name: string;
  sort: number;
  memberCount: number;
}

export interface Invitation {
  id: number;
  mobile: string;
  expiresAt: string;
  /** The account of that number is already registered (it got a message); else an SMS link to register. */
  registered: boolean;
  /** An unregistered number: whether the SMS with the register link went out (inviteUser's answer only). */
  smsSent?: boolean;
}

export interface CompanyOrderRow {
  source: CompanyOrderSource;
  orderNo: string;
  userId: number;
  userName: string;
  /** The payment core's order type, or `detection` / `preparation` for a cloud order. */
  type: string;
  title: string;
  amountFen: number;
  /** waiting | paid | cancelled for payment orders; the cloud order's stage for detection orders. */
  status: string;
  createdAt: string;
}

export interface CompanyOrders extends Paged<CompanyOrderRow> {
  /** Over every order the filters match: paid (payment orders paid, detection orders paid) and waiting amounts. */
  paidFen: number;
  waitingFen: number;
}

export interface CompanyFunds {
  paidFen: number;
  waitingFen: number;
  /** Paid spending by China month (YYYY-MM) and order type, newest month first. */
  byMonth: { month: string; type: string; amountFen: number }[];
  /** Members and the deadline of their VIP data privilege (null: none). */
  members: { id: number; userName: string; vipUntil: string | null }[];
}

export const enterpriseCalls = {
  company: call('GET', 'myData/company', noInput).returns<CompanyInfo>(),
  saveCompany: call('POST', 'myData/saveCompany', saveCompanySchema).returns<CompanyInfo>(),
  users: call('GET', 'myData/users', memberListSchema).returns<Paged<CompanyMember>>(),
  invitations: call('GET', 'myData/invitations', noInput).returns<Invitation[]>(),
  inviteUser: call('POST', 'myData/inviteUser', inviteUserSchema).returns<Invitation>(),
  withdrawInvitation: call('POST', 'myData/withdrawInvitation', invitationIdSchema).returns<null>(),
  acceptInvite: call('POST', 'myData/acceptInvite', acceptInviteSchema).returns<{ companyId: number }>(),
  setUserGroup: call('POST', 'myData/setUserGroup', setUserGroupSchema).returns<null>(),
  removeUser: call('POST', 'myData/removeUser', memberIdSchema).returns<null>(),
  groups: call('GET', 'myData/groups', noInput).returns<CompanyGroup[]>(),
  saveGroup: call('POST', 'myData/saveGroup', saveGroupSchema).returns<CompanyGroup>(),
  deleteGroup: call('POST', 'myData/deleteGroup', deleteGroupSchema).returns<null>(),
  transferManager: call('POST', 'myData/transferManager', transferManagerSchema).returns<null>(),
  companyOrders: call('GET', 'order/company', companyOrderPageSchema).returns<CompanyOrders>(),
  companyExport: call('GET', 'order/companyExport', companyOrderFilterSchema).xlsx(),
  companyFunds: call('GET', 'myData/companyFunds', noInput).returns<CompanyFunds>(),
};
