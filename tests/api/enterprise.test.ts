import { and, eq } from 'drizzle-orm';
import { authSeedStep, DEMO_COMPANY_CREDIT_CODE } from '@/lib/server/auth/seed';
import { createSession } from '@/lib/server/auth/session';
import { cloudOrders, companies, companyGroups, companyInvitations, messages, orders, users } from '@/lib/server/db/schema';
import { swapAdministrator } from '@/lib/server/enterprise/transfer';
import { callApi } from '../helpers/api';
import { expectInLanguage, xlsxHeaders } from '../helpers/generated-files';
import fs from 'node:fs';
import path from 'node:path';
import { authTestDatabase, newMobile, sendCode } from './auth-helpers';
import { CSV, download, upload } from './files-helpers';
import { signIn, userIdOf } from './workflow-helpers';

/** Enterprise accounts (issue 32, docs/ACCOUNTS.md "Companies"): who may read and change which company. */

const db = authTestDatabase([authSeedStep]);
type Lang = 'zh' | 'en';
const get = (path: string, query: Record<string, string | number> = {}, o: { token?: string; lang?: Lang } = {}) => callApi('GET', path, { query, lang: o.lang ?? 'en', token: o.token });
const readOutbox = (): Record<string, unknown>[] =>
  fs.readFileSync(path.join(process.env.DATA_DIR!, 'outbox', 'sms.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const post = (path: string, body: unknown, o: { token?: string; lang?: Lang } = {}) => callApi('POST', path, { body, lang: o.lang ?? 'en', token: o.token });

interface CompanyIds {
  id: number;
  name: string;
  creditCode: string;
  admin: number;
  employee: number;
  group: number;
}
const X = {} as CompanyIds;
const Y = {} as CompanyIds;
const tokens = {} as Record<'adminX' | 'employeeX' | 'adminY' | 'individual', string>;
let seq = 0;

/** A user with a mobile number and a session. */
async function person(role: 'individual' | 'company_admin' | 'employee', companyId: number | null, groupId: number | null = null) {
  seq += 1;
  const mobile = newMobile();
  const userName = `ent_${process.pid}_${seq}`;
  const [row] = await db.handle.db
    .insert(users)
    .values({ userName, loginName: userName, mobile, role, companyId, groupId, accountType: companyId ? 'company' : 'individual' })
    .returning({ id: users.id });
  const { token } = await createSession(db.handle.db, row.id);
  return { id: row.id, token, mobile, userName };
}

async function company(name: string, creditCode: string, subAccountCount = 5) {
  const [c] = await db.handle.db.insert(companies).values({ name, creditCode, subAccountCount }).returning({ id: companies.id });
  const [g] = await db.handle.db.insert(companyGroups).values({ companyId: c.id, name: `${name} group`, sort: 1 }).returning({ id: companyGroups.id });
  return { id: c.id, group: g.id };
}

beforeAll(async () => {
  const h = db.handle.db;
  const [x] = await h.select().from(companies).where(eq(companies.creditCode, DEMO_COMPANY_CREDIT_CODE));
  const [gx] = await h.select().from(companyGroups).where(eq(companyGroups.companyId, x.id));
  Object.assign(X, { id: x.id, name: x.name, creditCode: x.creditCode, admin: await userIdOf(db.handle, 'demo_admin'), employee: await userIdOf(db.handle, 'demo_employee'), group: gx.id });
  const y = await company('Company Y (test)', '91310000MA00000025');
  const adminY = await person('company_admin', y.id);
  const employeeY = await person('employee', y.id, y.group);
  Object.assign(Y, { id: y.id, name: 'Company Y (test)', creditCode: '91310000MA00000025', admin: adminY.id, employee: employeeY.id, group: y.group });
  tokens.adminX = await signIn('demo_admin');
  tokens.employeeX = await signIn('demo_employee');
  tokens.adminY = adminY.token;
  tokens.individual = (await person('individual', null)).token;
});

/** One call of the table: its input built from a company's ids, whether it writes, what its own administrator gets. */
interface Row {
  method: 'GET' | 'POST';
  path: string;
  input: (c: CompanyIds) => Record<string, unknown>;
  write: boolean;
  /** Only the administrator may read it. */
  adminRead?: boolean;
  /** Whether the input names ids (a foreign company's ids answer 404). */
  ids: boolean;
  /** The administrator's answer with the own company's ids (past authorization; 400/409 are business refusals). */
  own: number;
  /** The administrator's answer with the other company's values when the input names no ids (default: as own). */
  foreign?: number;
}
const ROWS: Row[] = [
  { method: 'GET', path: 'myData/company', input: () => ({}), write: false, ids: false, own: 200 },
  { method: 'POST', path: 'myData/saveCompany', input: (c) => ({ name: c.name, creditCode: c.creditCode, industry: 'Steel' }), write: true, ids: false, own: 200, foreign: 409 },
  { method: 'GET', path: 'myData/users', input: (c) => ({ groupId: c.group }), write: false, ids: true, own: 200 },
  { method: 'GET', path: 'myData/invitations', input: () => ({}), write: false, adminRead: true, ids: false, own: 200 },
  { method: 'POST', path: 'myData/inviteUser', input: (c) => ({ mobile: newMobile(), groupId: c.group }), write: true, ids: true, own: 200 },
  { method: 'POST', path: 'myData/setUserGroup', input: (c) => ({ userId: c.employee, groupId: c.group }), write: true, ids: true, own: 200 },
  { method: 'POST', path: 'myData/removeUser', input: (c) => ({ userId: c.admin }), write: true, ids: true, own: 409 },
  { method: 'GET', path: 'myData/groups', input: () => ({}), write: false, ids: false, own: 200 },
  { method: 'POST', path: 'myData/saveGroup', input: (c) => ({ id: c.group, name: c === X ? '研发部' : 'Company Y (test) group', sort: 1 }), write: true, ids: true, own: 200 },
  { method: 'POST', path: 'myData/deleteGroup', input: (c) => ({ id: c.group }), write: true, ids: true, own: 409 },
  { method: 'POST', path: 'myData/transferManager', input: (c) => ({ userId: c.employee, code: '000000' }), write: true, ids: true, own: 400 },
  { method: 'GET', path: 'order/company', input: (c) => ({ userId: c.employee }), write: false, ids: true, own: 200 },
  { method: 'GET', path: 'order/companyExport', input: (c) => ({ userId: c.employee }), write: false, ids: true, own: 200 },
  { method: 'GET', path: 'myData/companyFunds', input: () => ({}), write: false, ids: false, own: 200 },
];

const callRow = (row: Row, token: string | undefined, input: Record<string, unknown>) =>
  row.method === 'GET' ? get(row.path, input as Record<string, string | number>, { token }) : post(row.path, input, { token });

type Caller = 'adminX' | 'employeeX' | 'adminY' | 'individual' | 'anonymous';
/** The answer expected for a caller, a call, and ids of the caller's own company or of the other one. */
function expected(caller: Caller, row: Row, ids: 'own' | 'foreign'): number | 'noToken' {
  if (caller === 'anonymous') return 'noToken';
  if (caller === 'individual') return 403;
  if (caller === 'employeeX' && (row.write || row.adminRead)) return 403;
  if (ids === 'foreign' && row.ids) return 404;
  if (caller === 'employeeX') return 200;
  return ids === 'foreign' && row.foreign ? row.foreign : row.own;
}

describe('authorization: every call × caller × own and foreign ids', () => {
  const callers: Caller[] = ['anonymous', 'individual', 'employeeX', 'adminY', 'adminX'];
  for (const caller of callers) {
    it(`answers ${caller} as the table says`, async () => {
      const token = caller === 'anonymous' ? undefined : tokens[caller];
      const [own, foreign] = caller === 'adminY' ? [Y, X] : [X, Y];
      for (const row of ROWS) {
        for (const kind of ['own', 'foreign'] as const) {
          const res = await callRow(row, token, row.input(kind === 'own' ? own : foreign));
          const want = expected(caller, row, kind);
          const label = `${caller} ${row.path} ${kind}: ${res.body.msg}`;
          if (want === 'noToken') expect([res.status, res.body.code], label).toEqual([200, -100]);
          else expect(res.status, label).toBe(want);
        }
      }
      // Whatever ids were sent, the other company is unchanged.
      const [y] = await db.handle.db.select().from(companies).where(eq(companies.id, Y.id));
      expect(y.name).toBe(Y.name);
      const [employeeY] = await db.handle.db.select().from(users).where(eq(users.id, Y.employee));
      expect([employeeY.companyId, employeeY.groupId, employeeY.role]).toEqual([Y.id, Y.group, 'employee']);
    });
  }

  it('refuses acceptInvite to the anonymous and answers 404 for a code that is not the caller’s', async () => {
    expect((await post('myData/acceptInvite', { code: 'nope' })).body.code).toBe(-100);
    for (const token of [tokens.individual, tokens.employeeX, tokens.adminY]) expect((await post('myData/acceptInvite', { code: 'nope' }, { token })).status).toBe(404);
  });
});

describe('company information', () => {
  it('refuses a wrong credit code check character and a bad email, naming the field in both languages', async () => {
    const body = { name: X.name, creditCode: '91110000MA0000001A' };
    const zh = await post('myData/saveCompany', body, { token: tokens.adminX, lang: 'zh' });
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([400, -1, '统一社会信用代码无效（校验位不符）']);
    const en = await post('myData/saveCompany', { ...body, creditCode: X.creditCode, email: 'not-an-email' }, { token: tokens.adminX });
    expect([en.status, en.body.msg]).toEqual([400, 'Enter a valid email address']);
  });

  it('asks a security code to change the name, and refuses a credit code another company holds', async () => {
    const noCode = await post('myData/saveCompany', { name: 'Renamed (demo)', creditCode: X.creditCode }, { token: tokens.adminX });
    expect(noCode.status).toBe(400);
    const wrong = await post('myData/saveCompany', { name: 'Renamed (demo)', creditCode: X.creditCode, code: '000000' }, { token: tokens.adminX });
    expect(wrong.status).toBe(400);
    const { code } = await sendCode('13800000002', 'security', { token: tokens.adminX });
    const ok = await post('myData/saveCompany', { name: 'Renamed (demo)', creditCode: X.creditCode, code }, { token: tokens.adminX });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Renamed (demo)', canManage: true, administrator: { id: X.admin } });
    X.name = 'Renamed (demo)';
    const taken = await post('myData/saveCompany', { name: X.name, creditCode: Y.creditCode, code: '000000' }, { token: tokens.adminX });
    expect(taken.status).toBe(409);
    // A company id in the body is not a field: the company is always the caller's own.
    expect((await post('myData/saveCompany', { name: X.name, creditCode: X.creditCode, companyId: Y.id }, { token: tokens.adminX })).status).toBe(400);
    const read = await get('myData/company', {}, { token: tokens.employeeX });
    expect(read.body.data).toMatchObject({ name: 'Renamed (demo)', canManage: false });
  });
});

describe('company documents', () => {
  it('keeps up to five documents that members download and others cannot', async () => {
    const doc = (await upload('attachment', { name: 'licence.csv', bytes: CSV() }, { token: tokens.adminX })).body.data;
    const saved = await post('myData/saveCompany', { name: X.name, creditCode: X.creditCode, documentIds: [doc.id] }, { token: tokens.adminX });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data.documents.map((d: { name: string }) => d.name)).toEqual(['licence.csv']);
    const read = (await get('myData/company', {}, { token: tokens.employeeX })).body.data;
    expect(read.documents).toHaveLength(1);
    expect((await download(doc.id, { token: tokens.employeeX })).status).toBe(200);
    expect((await download(doc.id, { token: tokens.adminY })).status).toBe(403);
    const tooMany = await post('myData/saveCompany', { name: X.name, creditCode: X.creditCode, documentIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, { token: tokens.adminX, lang: 'en' });
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, 'At most 5 company documents']);
  });
});

describe('members and groups', () => {
  it('invites a registered individual, who accepts from the message and joins the group', async () => {
    const created = await post('myData/saveGroup', { name: 'QA', sort: 2 }, { token: tokens.adminX });
    expect(created.body.data).toMatchObject({ name: 'QA', sort: 2, memberCount: 0 });
    const g = created.body.data as { id: number };
    const empty = await post('myData/saveGroup', { name: '  ' }, { token: tokens.adminX, lang: 'zh' });
    expect([empty.status, empty.body.msg]).toEqual([400, '请填写分组名称']);
    const invitee = await person('individual', null);
    const badMobile = await post('myData/inviteUser', { mobile: '12345' }, { token: tokens.adminX });
    expect(badMobile.status).toBe(400);
    const sent = await post('myData/inviteUser', { mobile: invitee.mobile, groupId: g.id }, { token: tokens.adminX });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data.registered).toBe(true);
    expect(Date.parse(sent.body.data.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await post('myData/inviteUser', { mobile: invitee.mobile }, { token: tokens.adminX })).status).toBe(409);
    const [message] = await db.handle.db.select().from(messages).where(and(eq(messages.userId, invitee.id), eq(messages.kind, 'companyInvited')));
    const code = new URL(`http://x${message.link}`).searchParams.get('invite')!;
    // Another account cannot use it.
    expect((await post('myData/acceptInvite', { code }, { token: tokens.individual })).status).toBe(404);
    const accepted = await post('myData/acceptInvite', { code }, { token: invitee.token });
    expect(accepted.status, accepted.body.msg).toBe(200);
    expect((await post('myData/acceptInvite', { code }, { token: invitee.token })).status).toBe(409);
    const members = (await get('myData/users', { groupId: g.id }, { token: tokens.employeeX })).body.data;
    expect(members.list.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([[invitee.id, 'employee']]);
    // A member of another company cannot be invited.
    const [yEmployee] = await db.handle.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, Y.employee));
    expect((await post('myData/inviteUser', { mobile: yEmployee.mobile }, { token: tokens.adminX })).status).toBe(409);
    // The group with members needs a target to be deleted.
    expect((await post('myData/deleteGroup', { id: g.id }, { token: tokens.adminX })).status).toBe(409);
    expect((await post('myData/deleteGroup', { id: g.id, targetGroupId: Y.group }, { token: tokens.adminX })).status).toBe(404);
    expect((await post('myData/deleteGroup', { id: g.id, targetGroupId: X.group }, { token: tokens.adminX })).status).toBe(200);
    const [moved] = await db.handle.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, invitee.id));
    expect(moved.groupId).toBe(X.group);
  });

  it('withdraws an open invitation: its seat is free, its link refused; others’, unknown or ended ones 404, employees 403', async () => {
    // A company with one seat: an open invitation holds it (issue 48 item 8: four pending invitations blocked the fifth member).
    const z = await company('Company Z (test)', '91310000MA00000033', 1);
    const adminZ = await person('company_admin', z.id);
    const first = await person('individual', null);
    const second = await person('individual', null);
    const sent = await post('myData/inviteUser', { mobile: first.mobile }, { token: adminZ.token });
    expect(sent.status, sent.body.msg).toBe(200);
    expect((await post('myData/inviteUser', { mobile: second.mobile }, { token: adminZ.token })).status).toBe(409);
    const id = sent.body.data.id as number;
    expect((await post('myData/withdrawInvitation', { id }, { token: tokens.adminX })).status).toBe(404);
    expect((await post('myData/withdrawInvitation', { id }, { token: tokens.employeeX })).status).toBe(403);
    expect((await post('myData/withdrawInvitation', { id }, { token: adminZ.token })).status).toBe(200);
    expect((await get('myData/invitations', {}, { token: adminZ.token })).body.data).toEqual([]);
    for (const [lang, msg] of [['zh', '邀请不存在'], ['en', 'The invitation does not exist']] as const) {
      const again = await post('myData/withdrawInvitation', { id }, { token: adminZ.token, lang });
      expect([again.status, again.body.msg]).toEqual([404, msg]);
    }
    expect((await post('myData/withdrawInvitation', { id: 'x' }, { token: adminZ.token })).status).toBe(400);
    const [inv] = await db.handle.db.select().from(companyInvitations).where(eq(companyInvitations.id, id));
    expect((await post('myData/acceptInvite', { code: inv.code }, { token: first.token })).status).toBe(409);
    expect((await post('myData/inviteUser', { mobile: second.mobile }, { token: adminZ.token })).status).toBe(200);
  });

  it('lets four open invitations hold four of five seats, names them when the fifth is refused, and takes the fifth member once one is withdrawn', async () => {
    // Issue 48 item 8: what counts against the sub-accounts is the employees (the administrator takes no seat) and the
    // open invitations; accepting turns an invitation's seat into the employee's.
    const c = await company('Five Seats Co (test)', '91310000MA0000004X', 5);
    const admin = await person('company_admin', c.id);
    await person('employee', c.id, c.group);
    const invitees = await Promise.all(Array.from({ length: 5 }, () => person('individual', null)));
    const sent = [];
    for (const p of invitees.slice(0, 4)) {
      const res = await post('myData/inviteUser', { mobile: p.mobile }, { token: admin.token });
      expect(res.status, res.body.msg).toBe(200);
      sent.push(res.body.data.id as number);
    }
    for (const [lang, msg] of [['zh', '子账号已达上限（5 个，其中 4 个由未接受的邀请占用）；撤回邀请即可释放名额'], ['en', 'The sub-account limit (5) is reached, 4 of them held by open invitations; withdraw an invitation to free its seat']] as const) {
      const full = await post('myData/inviteUser', { mobile: invitees[4].mobile }, { token: admin.token, lang });
      expect([full.status, full.body.msg]).toEqual([409, msg]);
    }
    expect((await post('myData/withdrawInvitation', { id: sent[3] }, { token: admin.token })).status).toBe(200);
    const fifth = await post('myData/inviteUser', { mobile: invitees[4].mobile }, { token: admin.token });
    expect(fifth.status, fifth.body.msg).toBe(200);
    // Every open invitation can still be accepted: the company ends with five employees, and nothing more is invited.
    for (const p of [invitees[0], invitees[1], invitees[2], invitees[4]]) {
      const [inv] = await db.handle.db.select().from(companyInvitations).where(and(eq(companyInvitations.companyId, c.id), eq(companyInvitations.mobile, p.mobile)));
      const joined = await post('myData/acceptInvite', { code: inv.code }, { token: p.token });
      expect(joined.status, joined.body.msg).toBe(200);
    }
    const employees = await db.handle.db.select().from(users).where(and(eq(users.companyId, c.id), eq(users.role, 'employee')));
    expect(employees).toHaveLength(5);
    const after = await post('myData/inviteUser', { mobile: invitees[3].mobile }, { token: admin.token, lang: 'en' });
    expect([after.status, after.body.msg]).toEqual([409, 'The sub-account limit (5) is reached']);
  });

  it('refuses an expired invitation', async () => {
    const invitee = await person('individual', null);
    const sent = await post('myData/inviteUser', { mobile: invitee.mobile }, { token: tokens.adminX });
    expect(sent.status, sent.body.msg).toBe(200);
    const [inv] = await db.handle.db.select().from(companyInvitations).where(eq(companyInvitations.id, sent.body.data.id));
    await db.handle.db.update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.id, inv.id));
    const res = await post('myData/acceptInvite', { code: inv.code }, { token: invitee.token, lang: 'en' });
    expect([res.status, res.body.msg]).toEqual([409, 'The invitation has expired (invitations last 7 days)']);
  });

  it('sends an unregistered number the register link by SMS (the outbox), in the language of the inviter', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const mobile = newMobile();
      const res = await post('myData/inviteUser', { mobile }, { token: tokens.adminX, lang });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toMatchObject({ registered: false, smsSent: true });
      const [stored] = await db.handle.db.select().from(companyInvitations).where(eq(companyInvitations.mobile, mobile));
      const line = readOutbox().filter((l) => l.mobile === mobile).pop() as { purpose: string; code?: string; params: { company: string; link: string } };
      expect(line).toMatchObject({ purpose: 'companyInvite', params: { company: expect.any(String) } });
      expect(line.code).toBeUndefined();
      expect(new URL(line.params.link).pathname).toBe(lang === 'en' ? '/en/register' : '/register');
      expect(new URL(line.params.link).searchParams.get('invite')).toBe(stored.code);
    }
  });

  it('refuses an invitation when the sub accounts are all taken', async () => {
    const c = await company('Small Co (test)', '91440000MA0000003B', 1);
    const admin = await person('company_admin', c.id);
    await person('employee', c.id, c.group);
    const res = await post('myData/inviteUser', { mobile: newMobile() }, { token: admin.token });
    expect(res.status).toBe(409);
  });

  it('removes a member: an individual again, signed out, company orders stay with the company', async () => {
    const member = await person('employee', X.id, X.group);
    await db.handle.db.insert(orders).values({ orderNo: `T${process.pid}R1`, userId: member.id, companyId: X.id, type: 'book', amountFen: 1000, status: 'paid', paidAt: new Date(), expiresAt: new Date() });
    const res = await post('myData/removeUser', { userId: member.id }, { token: tokens.adminX });
    expect(res.status, res.body.msg).toBe(200);
    const [after] = await db.handle.db.select().from(users).where(eq(users.id, member.id));
    expect([after.role, after.companyId, after.groupId, after.accountType]).toEqual(['individual', null, null, 'individual']);
    expect((await get('getUserInfo', {}, { token: member.token })).body.code).toBe(-101);
    const [order] = await db.handle.db.select().from(orders).where(eq(orders.orderNo, `T${process.pid}R1`));
    expect(order.companyId).toBe(X.id);
  });
});

describe('company orders', () => {
  it('lists orders bought for the company, not private ones, with totals and an Excel export', async () => {
    const h = db.handle.db;
    await h.insert(orders).values([
      { orderNo: `T${process.pid}C1`, userId: X.employee, companyId: X.id, type: 'report', amountFen: 5000, status: 'paid', paidAt: new Date(), expiresAt: new Date() },
      { orderNo: `T${process.pid}C2`, userId: X.employee, companyId: X.id, type: 'book', amountFen: 700, status: 'waiting', expiresAt: new Date(Date.now() + 3600_000) },
      { orderNo: `T${process.pid}P1`, userId: X.employee, companyId: null, type: 'book', amountFen: 900, status: 'paid', paidAt: new Date(), expiresAt: new Date() },
    ]);
    // A member's detection order (cloud_orders.company_id): listed with its stage, paid amount counted.
    await h.insert(cloudOrders).values({
      orderNo: `D${process.pid}1`,
      userId: X.employee,
      companyId: X.id,
      kind: 'detection',
      projectName: 'E2E tensile test',
      stage: 'executing',
      sampleCount: 2,
      details: {} as never,
      estimateFen: 9000,
      estimateDays: 5,
      estimateDueDate: '2099-01-09',
      contactDueAt: new Date(),
      offerFen: 10000,
      paidAt: new Date(),
    });
    const detection = (await get('order/company', { source: 'detection' }, { token: tokens.adminX })).body.data;
    expect(detection.list.map((o: { orderNo: string; status: string; amountFen: number }) => [o.orderNo, o.status, o.amountFen])).toEqual([[`D${process.pid}1`, 'executing', 10000]]);
    expect(detection.paidFen).toBe(10000);
    const list = (await get('order/company', { userId: X.employee, source: 'payment' }, { token: tokens.employeeX })).body.data;
    const numbers = list.list.map((o: { orderNo: string }) => o.orderNo);
    expect(numbers).toEqual(expect.arrayContaining([`T${process.pid}C1`, `T${process.pid}C2`]));
    expect(numbers).not.toContain(`T${process.pid}P1`);
    expect(list).toMatchObject({ paidFen: 5000, waitingFen: 700 });
    const paidOnly = (await get('order/company', { status: 'paid', source: 'payment' }, { token: tokens.adminX })).body.data;
    expect(paidOnly.list.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    const y = (await get('order/company', {}, { token: tokens.adminY })).body.data;
    expect(y.total).toBe(0);
    const bad = await get('order/company', { from: '2026-02-30' }, { token: tokens.adminX, lang: 'zh' });
    expect([bad.status, bad.body.msg]).toEqual([400, '开始日期无效']);
    const file = await get('order/companyExport', {}, { token: tokens.adminX });
    expect(file.response.headers.get('content-type')).toContain('spreadsheetml');
    // The sheet's name and headers in the caller's language, the amount's unit from its column (issue 48).
    for (const lang of ['zh', 'en'] as const) {
      const sheet = await get('order/companyExport', {}, { token: tokens.adminX, lang });
      const headers = await xlsxHeaders(new Uint8Array(await sheet.response.arrayBuffer()));
      expectInLanguage('order/companyExport', headers, lang);
      expect(headers).toContain(lang === 'zh' ? '金额（元）' : 'Amount (yuan)');
    }
    const funds = (await get('myData/companyFunds', {}, { token: tokens.employeeX })).body.data;
    expect(funds.paidFen).toBeGreaterThanOrEqual(15000);
    // The totals are summed by the database over every matching order (payment core and detection), the same on both screens.
    const all = (await get('order/company', {}, { token: tokens.adminX })).body.data;
    expect([funds.paidFen, funds.waitingFen]).toEqual([all.paidFen, all.waitingFen]);
    expect(funds.byMonth.some((m: { type: string }) => m.type === 'report')).toBe(true);
  });
});

describe('order/delete', () => {
  it('hides a cancelled order from the owner’s own list only; paid orders stay and other people’s are 404', async () => {
    const no = `20991231${String(process.pid).padStart(6, '0').slice(-6)}01`;
    const paid = `20991231${String(process.pid).padStart(6, '0').slice(-6)}02`;
    await db.handle.db.insert(orders).values([
      { orderNo: no, userId: X.employee, companyId: X.id, type: 'book', amountFen: 300, status: 'cancelled', cancelledAt: new Date(), expiresAt: new Date() },
      { orderNo: paid, userId: X.employee, companyId: null, type: 'book', amountFen: 300, status: 'paid', paidAt: new Date(), expiresAt: new Date() },
    ]);
    const own = () => get('payment/pageOrder', { pageSize: 100 }, { token: tokens.employeeX });
    expect((await own()).body.data.list.map((o: { orderNo: string }) => o.orderNo)).toContain(no);
    expect((await post('order/delete', { orderNo: no }, { token: tokens.adminY })).status).toBe(404);
    expect((await post('order/delete', { orderNo: paid }, { token: tokens.employeeX })).status).toBe(409);
    expect((await post('order/delete', { orderNo: no }, { token: tokens.employeeX })).status).toBe(200);
    expect((await own()).body.data.list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(no);
    const company = (await get('order/company', { status: 'cancelled', source: 'payment' }, { token: tokens.adminX })).body.data;
    expect(company.list.map((o: { orderNo: string }) => o.orderNo)).toContain(no);
  });
});

describe('administrator transfer', () => {
  it('ends ten concurrent transfers with exactly one administrator', async () => {
    const c = await company('Race Co (test)', '91110000MA0000009D', 20);
    const admin = await person('company_admin', c.id);
    const staff = await Promise.all(Array.from({ length: 10 }, () => person('employee', c.id, c.group)));
    const results = await Promise.allSettled(staff.map((s) => swapAdministrator(db.handle.db, c.id, admin.id, s.id, new Date())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const admins = await db.handle.db.select().from(users).where(and(eq(users.companyId, c.id), eq(users.role, 'company_admin')));
    expect(admins).toHaveLength(1);
  });

  it('hands the role over with a security code; the old administrator loses the editing calls at once', async () => {
    expect((await post('myData/transferManager', { userId: Y.employee, code: '000000' }, { token: tokens.adminX })).status).toBe(404);
    const { code } = await sendCode('13800000002', 'security', { token: tokens.adminX });
    const res = await post('myData/transferManager', { userId: X.employee, code }, { token: tokens.adminX });
    expect(res.status, res.body.msg).toBe(200);
    const roles = await db.handle.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.companyId, X.id));
    expect(roles.filter((r) => r.role === 'company_admin').map((r) => r.id)).toEqual([X.employee]);
    expect((await post('myData/saveGroup', { name: 'Nope' }, { token: tokens.adminX })).status).toBe(403);
    expect((await get('myData/company', {}, { token: tokens.employeeX })).body.data.canManage).toBe(true);
    const kinds = await db.handle.db.select({ kind: messages.kind, userId: messages.userId }).from(messages).where(eq(messages.kind, 'companyAdminGranted'));
    expect(kinds.map((k) => k.userId)).toContain(X.employee);
    // The new administrator cannot remove themself.
    expect((await post('myData/removeUser', { userId: X.employee }, { token: tokens.employeeX })).status).toBe(409);
  });
});
