import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { authSeedStep } from '@/lib/server/auth/seed';
import { researchData, researchDataApplications, users } from '@/lib/server/db/schema';
import { researchDataSeedStep } from '@/lib/server/research-data/seed';
import { verifyBundle } from '@/lib/research-data/provenance';
import { ACCESS_PARTS, ACCESS_ROLES, ACCESS_VISIBILITIES, accessCells, type AccessRole, type AccessVisibility } from '../fixtures/research-data-access';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { download } from './files-helpers';
import { localProvider, type ProviderHandle } from './files-providers';
import { approvePublication, newCompany, recordBody, saveRecord, uploadCsv, setProvenanceKeyFile } from './research-data-helpers';
import { extraUser, removeFromCompany, signIn } from './workflow-helpers';
import { testServices, rebuildTestServices } from '../helpers/services';

/**
 * R&D data (issue 16): the access table at endpoint level, versions and verification (a value
 * changed directly in the database fails), permission applications (approve until a date, reject,
 * revoke, expiry), publication review, recycle bin and bad input in both languages. Runs on PGlite
 * and, with DATABASE_URL, on PostgreSQL.
 */

setProvenanceKeyFile();
const db = authTestDatabase([authSeedStep]);
let provider: ProviderHandle;
const tokens = {} as Record<Exclude<AccessRole, 'anonymous'>, string>;
const records = {} as Record<AccessVisibility, number>;
const fileOf = {} as Record<AccessVisibility, string>;
let companyB: number;
const PARTS_ALL = ['metadata', 'composition', 'properties', 'files'];

const tokenOf = (role: AccessRole) => (role === 'anonymous' ? undefined : tokens[role]);

beforeAll(async () => {
  provider = await localProvider();
  rebuildTestServices({ storage: provider.storage });
  const h = db.handle;
  tokens.owner = await signIn('demo_admin');
  tokens.sameCompany = await signIn('demo_employee');
  tokens.publicAdmin = await signIn('demo_public_admin');
  companyB = await newCompany(h, 'B Steel (test)');
  const companyC = await newCompany(h, 'C Steel (test)');
  tokens.enterprise = (await extraUser(h, 'employee', companyB)).token;
  const person = await extraUser(h, 'employee', await newCompany(h, 'D Steel (test)'));
  tokens.person = person.token;
  tokens.otherCompany = (await extraUser(h, 'employee', companyC)).token;
  const granted = await extraUser(h, 'employee', companyC);
  tokens.granted = granted.token;
  tokens.notGranted = (await extraUser(h, 'employee', companyC)).token;

  for (const v of ACCESS_VISIBILITIES) {
    const fileId = await uploadCsv(tokens.owner, `${v}.csv`);
    fileOf[v] = fileId;
    records[v] = await saveRecord(tokens.owner, `access-${v}`, [fileId], v === 'draft');
    const share = {
      id: records[v],
      visibility: v === 'draft' ? 'directional' : v,
      userNames: v === 'selected' ? [person.userName] : [],
      companyIds: v === 'directional' || v === 'draft' ? [companyB] : [],
      parts: ACCESS_PARTS,
    };
    const res = await callApi('POST', 'researchData/share', { token: tokens.owner, body: share });
    expect(res.body.code).toBe(0);
  }
  await approvePublication(h, tokens.publicAdmin, records.public);

  // granted: applies where it can find the record and the owner approves; for the private record and
  // the draft (not findable, so no application) an approved grant is written directly, to show it
  // opens nothing there.
  for (const v of ACCESS_VISIBILITIES) {
    if (v === 'private' || v === 'draft') {
      await h.db.insert(researchDataApplications).values({ recordId: records[v], applicantId: granted.id, reason: 'direct', status: 'approved' });
      continue;
    }
    const applied = await callApi('POST', 'rdda/permission/apply', { token: tokens.granted, body: { id: records[v], reason: 'Comparing with our own heats' } });
    if (v === 'public') {
      // Public users already read values; the application is still possible for the files.
      expect(applied.body.code).toBe(0);
    }
    const approve = await callApi('POST', 'rdda/permission/decide', { token: tokens.owner, body: { applicationId: applied.body.data.id, decision: 'approve' } });
    expect(approve.body.code).toBe(0);
    const askedNo = await callApi('POST', 'rdda/permission/apply', { token: tokens.notGranted, body: { id: records[v], reason: 'Please share it' } });
    const reject = await callApi('POST', 'rdda/permission/decide', { token: tokens.owner, body: { applicationId: askedNo.body.data.id, decision: 'reject', reason: 'Not for now' } });
    expect(reject.body.code).toBe(0);
  }
}, 180_000);

afterAll(async () => {
  rebuildTestServices({ storage: undefined });
  await provider?.stop();
});

async function found(role: AccessRole, v: AccessVisibility): Promise<boolean> {
  const token = tokenOf(role);
  for (const scope of token ? ['all', 'mine'] : ['all']) {
    const res = await callApi('GET', 'researchData/page', { token, query: { scope, keyword: `access-${v}`, pageSize: 100 } });
    expect(res.status).toBe(200);
    if (res.body.data.list.some((c: { id: number }) => c.id === records[v])) return true;
  }
  return false;
}

async function attempt(role: AccessRole, v: AccessVisibility, action: string): Promise<boolean> {
  const token = tokenOf(role);
  const id = records[v];
  switch (action) {
    case 'page':
      return found(role, v);
    case 'get': {
      const res = await callApi('GET', 'researchData/get', { token, query: { id } });
      return res.body.code === 0 && res.body.data.composition !== null;
    }
    case 'download': {
      const res = await download(fileOf[v], { token });
      // A refusal is an envelope (JSON); the file is the CSV itself.
      return res.status === 200 && !(res.headers.get('content-type') ?? '').includes('json');
    }
    case 'share': {
      const current = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id } })).body.data;
      const res = await callApi('POST', 'researchData/share', {
        token,
        body: { id, visibility: current.visibility, userNames: current.sharing.userNames, companyIds: current.sharing.companies.map((c: { id: number }) => c.id), parts: current.sharing.parts },
      });
      return res.body.code === 0;
    }
    case 'delete': {
      const res = await callApi('POST', 'researchData/recycle', { token, body: { id } });
      if (res.body.code !== 0) return false;
      expect((await callApi('POST', 'researchData/restore', { token: tokens.owner, body: { id } })).body.code).toBe(0);
      return true;
    }
    case 'like': {
      const res = await callApi('POST', 'researchData/like', { token, body: { id } });
      if (res.body.code !== 0) return false;
      await callApi('POST', 'researchData/like', { token, body: { id } });
      return true;
    }
  }
  throw new Error(action);
}

describe('the access table at endpoint level (roles × visibility × action)', () => {
  it.each(ACCESS_ROLES)('answers every cell for %s as the table says', async (role) => {
    const wrong: string[] = [];
    for (const cell of accessCells().filter((c) => c.role === role)) {
      const got = await attempt(cell.role, cell.visibility, cell.action);
      if (got !== cell.allow) wrong.push(`${cell.visibility} × ${cell.action}: expected ${cell.allow ? 'allow' : 'deny'}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('keeps metadata of a restricted record findable while values and files stay hidden', async () => {
    const res = await callApi('GET', 'researchData/get', { token: tokens.otherCompany, query: { id: records.directional }, lang: 'en' });
    expect(res.body.data).toMatchObject({ dataName: 'access-directional', materialName: 'Q355B (demo)', composition: null, performance: null, files: null, readable: ['metadata'] });
    expect(res.body.data.actions.apply).toBe(true);
    expect(res.body.data.traceability.bundle).toBe(false);
    const bundle = await callApi('GET', 'researchData/bundle', { token: tokens.otherCompany, query: { id: records.directional } });
    expect(bundle.status).toBe(403);
  });

  it('answers a private record as not found to others, without revealing it', async () => {
    const res = await callApi('GET', 'researchData/get', { token: tokens.otherCompany, query: { id: records.private }, lang: 'zh' });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('没有这条研发数据');
  });
});

describe('the four audiences (spec section 6)', () => {
  it('gives other enterprises and external persons each their own parts, and answers the owner in the four-audience shape', async () => {
    const id = await saveRecord(tokens.owner, 'four-audiences', [await uploadCsv(tokens.owner)]);
    const parts = { internal: ['metadata', 'properties'], enterprises: ['metadata', 'composition'], persons: ['metadata', 'files'], public: ['metadata'] };
    const person = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id: records.selected } })).body.data.sharing.userNames;
    // "all users" keeps both the named company and the selected person.
    const shared = await callApi('POST', 'researchData/share', { token: tokens.owner, body: { id, visibility: 'public', companyIds: [companyB], userNames: person, parts } });
    expect(shared.body.code).toBe(0);
    const readable = async (role: AccessRole) => (await callApi('GET', 'researchData/get', { token: tokenOf(role), query: { id } })).body.data.readable;
    expect(await readable('sameCompany')).toEqual(['metadata', 'properties']);
    expect(await readable('enterprise')).toEqual(['metadata', 'composition']);
    expect(await readable('person')).toEqual(['metadata', 'files']);
    // Under review: public cloud users read metadata only (and the public administrator everything).
    expect(await readable('otherCompany')).toEqual(['metadata']);
    const owner = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id } })).body.data;
    expect(owner.sharing.parts).toEqual(parts);
  });

  it('reads a record stored with the earlier three-audience parts with its old meaning', async () => {
    const id = await saveRecord(tokens.owner, 'legacy-parts', [await uploadCsv(tokens.owner)]);
    await callApi('POST', 'researchData/share', { token: tokens.owner, body: { id, visibility: 'directional', companyIds: [companyB] } });
    await db.handle.db.update(researchData).set({ parts: { internal: ['metadata'], named: ['metadata', 'composition'], public: ['metadata'] } }).where(eq(researchData.id, id));
    const enterprise = (await callApi('GET', 'researchData/get', { token: tokens.enterprise, query: { id } })).body.data;
    expect(enterprise.readable).toEqual(['metadata', 'composition']);
    const owner = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id } })).body.data;
    expect(owner.sharing.parts).toEqual({ internal: ['metadata'], enterprises: ['metadata', 'composition'], persons: ['metadata', 'composition'], public: ['metadata'] });
  });

  it('refuses an unknown part in the caller’s language', async () => {
    const res = await callApi('POST', 'researchData/share', { token: tokens.owner, body: { id: records.private, visibility: 'private', parts: { internal: [], enterprises: ['values'], persons: [], public: [] } }, lang: 'zh' });
    expect(res.status).toBe(400);
    const [row] = await db.handle.db.select({ parts: researchData.parts }).from(researchData).where(eq(researchData.id, records.private));
    expect(row.parts.enterprises).toEqual(ACCESS_PARTS.enterprises);
  });
});

describe('versions and verification', () => {
  let id: number;
  beforeAll(async () => {
    id = await saveRecord(tokens.owner, 'versioned', [await uploadCsv(tokens.owner)]);
  });

  it('signs the first save and verifies it', async () => {
    const res = await callApi('GET', 'researchData/verify', { token: tokens.owner, query: { id } });
    expect(res.body.data).toEqual({ verified: true, problems: [], versions: 1 });
  });

  it('makes a new version on an edit, with field-by-field differences, and none when nothing changed', async () => {
    const detail = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id } })).body.data;
    const body = { ...recordBody('versioned', detail.files.map((f: { id: string }) => f.id)), id, composition: [{ element: 'C', value: 0.16 }, { element: 'Mn', value: 1.4 }] };
    expect((await callApi('POST', 'researchData/save', { token: tokens.owner, body })).body.data.version).toBe(2);
    expect((await callApi('POST', 'researchData/save', { token: tokens.owner, body })).body.data.version).toBe(2);
    const trace = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id } })).body.data.traceability;
    expect(trace.verified).toBe(true);
    expect(trace.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(trace.versions[1].previous).toBeNull();
    expect(trace.versions[0].previous).toBe(trace.versions[1].hash);
    expect(trace.versions[0].changes.map((c: { field: string }) => c.field)).toEqual(['composition']);
    // Readable row by row, never JSON (issue 29).
    const [change] = trace.versions[0].changes;
    expect(`${change.before} ${change.after}`).not.toMatch(/[{}"]/);
    expect(change.items).toEqual([{ key: 'C', before: '0.18 %', after: '0.16 %' }]);
    expect(trace.versions[0].signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(trace.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('downloads a bundle that verifies offline', async () => {
    const res = await callApi('GET', 'researchData/bundle', { token: tokens.owner, query: { id } });
    expect(res.response.headers.get('content-disposition')).toContain('provenance.json');
    expect(verifyBundle(JSON.parse(await res.response.text()))).toEqual([]);
  });

  it('fails verification after a composition value is changed directly in the database', async () => {
    await db.handle.db
      .update(researchData)
      .set({ composition: sql`jsonb_set(${researchData.composition}, '{0,value}', '0.25'::jsonb)` })
      .where(eq(researchData.id, id));
    const res = await callApi('GET', 'researchData/verify', { token: tokens.owner, query: { id } });
    expect(res.body.data.verified).toBe(false);
    expect(res.body.data.problems).toEqual(expect.arrayContaining([{ version: 2, kind: 'hash' }, { version: 2, kind: 'signature' }]));
    const bundle = await callApi('GET', 'researchData/bundle', { token: tokens.owner, query: { id } });
    expect(verifyBundle(JSON.parse(await bundle.response.text())).length).toBeGreaterThan(0);
    const page = (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id } })).body.data.traceability;
    expect(page.verified).toBe(false);
  });
});

describe('permission applications', () => {
  it('stops a revoked grant at the next call and shows the history on both sides', async () => {
    const me = await extraUser(db.handle, 'individual');
    const id = records.directional;
    const app = (await callApi('POST', 'rdda/permission/apply', { token: me.token, body: { id, reason: 'For a thesis' } })).body.data;
    expect(app.effective).toBe('pending');
    const again = await callApi('POST', 'rdda/permission/apply', { token: me.token, body: { id, reason: 'For a thesis' }, lang: 'en' });
    expect(again).toMatchObject({ status: 409, body: { code: -1, msg: "You have already applied; wait for the owner's decision" } });
    const stranger = await callApi('POST', 'rdda/permission/decide', { token: tokens.otherCompany, body: { applicationId: app.id, decision: 'approve' } });
    expect(stranger.status).toBe(403);
    const until = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
    const ok = await callApi('POST', 'rdda/permission/decide', { token: tokens.owner, body: { applicationId: app.id, decision: 'approve', until } });
    expect(ok.body.data).toMatchObject({ status: 'approved', effective: 'active', until });
    expect((await callApi('GET', 'researchData/get', { token: me.token, query: { id } })).body.data.composition).not.toBeNull();
    const sent = (await callApi('GET', 'rdda/permission/page', { token: me.token, query: { box: 'sent' } })).body.data;
    const received = (await callApi('GET', 'rdda/permission/page', { token: tokens.owner, query: { box: 'received' } })).body.data;
    expect(sent.list[0]).toMatchObject({ id: app.id, reason: 'For a thesis', status: 'approved' });
    expect(received.list.some((a: { id: number }) => a.id === app.id)).toBe(true);
    const inbox = (await callApi('GET', 'messages/page', { token: me.token, lang: 'en' })).body.data.list;
    expect(inbox[0]).toMatchObject({ title: 'R&D data access approved' });
    expect((await callApi('POST', 'rdda/permission/revoke', { token: tokens.owner, body: { applicationId: app.id } })).body.data.status).toBe('revoked');
    expect((await callApi('GET', 'researchData/get', { token: me.token, query: { id } })).body.data.composition).toBeNull();
  });

  it('stops an expired grant at the next call', async () => {
    const me = await extraUser(db.handle, 'individual');
    const id = records.selected;
    const app = (await callApi('POST', 'rdda/permission/apply', { token: me.token, body: { id, reason: 'Benchmark' } })).body.data;
    await callApi('POST', 'rdda/permission/decide', { token: tokens.owner, body: { applicationId: app.id, decision: 'approve' } });
    expect((await callApi('GET', 'researchData/get', { token: me.token, query: { id } })).body.data.composition).not.toBeNull();
    await db.handle.db.update(researchDataApplications).set({ until: '2020-01-01' }).where(eq(researchDataApplications.id, app.id));
    expect((await callApi('GET', 'researchData/get', { token: me.token, query: { id } })).body.data.composition).toBeNull();
    const sent = (await callApi('GET', 'rdda/permission/page', { token: me.token, query: { box: 'sent' } })).body.data;
    expect(sent.list[0].effective).toBe('expired');
  });

  it('requires a reason to reject and refuses a past date, in the caller’s language', async () => {
    const me = await extraUser(db.handle, 'individual');
    const app = (await callApi('POST', 'rdda/permission/apply', { token: me.token, body: { id: records.directional, reason: 'Study' } })).body.data;
    const noReason = await callApi('POST', 'rdda/permission/decide', { token: tokens.owner, body: { applicationId: app.id, decision: 'reject' }, lang: 'zh' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('请填写理由');
    const past = await callApi('POST', 'rdda/permission/decide', { token: tokens.owner, body: { applicationId: app.id, decision: 'approve', until: '2020-01-01' }, lang: 'en' });
    expect(past.status).toBe(400);
    expect(past.body.msg).toContain('The date is not valid');
  });
});

describe('publication, states and the recycle bin', () => {
  it('goes draft → private → to be reviewed → published, and an edit of published data sends it back to review', async () => {
    const fileId = await uploadCsv(tokens.owner);
    const draft = (await callApi('POST', 'researchData/saveDraft', { token: tokens.owner, body: { dataName: 'lifecycle' } })).body.data;
    expect(draft.state).toBe('draft');
    const publishDraft = await callApi('POST', 'researchData/publish', { token: tokens.owner, body: { id: draft.id }, lang: 'en' });
    expect(publishDraft.body.msg).toBe('Save the basic information first');
    const saved = (await callApi('POST', 'researchData/save', { token: tokens.owner, body: { ...recordBody('lifecycle', [fileId]), id: draft.id } })).body.data;
    expect(saved.state).toBe('private');
    expect((await callApi('POST', 'researchData/publish', { token: tokens.owner, body: { id: draft.id } })).body.data.state).toBe('toBeReviewed');
    expect((await callApi('POST', 'researchData/withdraw', { token: tokens.owner, body: { id: draft.id } })).body.data.state).toBe('unpublished');
    expect((await callApi('POST', 'researchData/publish', { token: tokens.owner, body: { id: draft.id } })).body.data.state).toBe('toBeReviewed');
    await approvePublication(db.handle, tokens.publicAdmin, draft.id);
    const admin = (await callApi('GET', 'researchData/listAdmin', { token: tokens.publicAdmin, query: { keyword: 'lifecycle' } })).body.data;
    expect(admin.list[0].state).toBe('published');
    expect((await callApi('GET', 'researchData/listAdmin', { token: tokens.owner })).status).toBe(403);
    const edited = (await callApi('POST', 'researchData/save', { token: tokens.owner, body: { ...recordBody('lifecycle', [fileId]), id: draft.id, process: 'Normalised' } })).body.data;
    // version 1: the draft, 2: the first save, 3: the edit of the published record.
    expect(edited).toMatchObject({ state: 'toBeReviewed', version: 3 });
  });

  it('keeps a directionally disclosed company’s access when the record is then published to all users', async () => {
    const id = await saveRecord(tokens.owner, 'disclosed-then-published', [await uploadCsv(tokens.owner)]);
    await callApi('POST', 'researchData/share', { token: tokens.owner, body: { id, visibility: 'directional', companyIds: [companyB], parts: { internal: PARTS_ALL, enterprises: PARTS_ALL, persons: ['metadata'], public: ['metadata'] } } });
    expect((await callApi('POST', 'researchData/publish', { token: tokens.owner, body: { id } })).body.data.state).toBe('toBeReviewed');
    await approvePublication(db.handle, tokens.publicAdmin, id);
    const named = (await callApi('GET', 'researchData/get', { token: tokens.enterprise, query: { id } })).body.data;
    expect(named).toMatchObject({ state: 'published', readable: PARTS_ALL });
    const third = (await callApi('GET', 'researchData/get', { token: tokens.otherCompany, query: { id } })).body.data;
    expect(third.readable).toEqual(['metadata']);
    expect(third.actions.apply).toBe(true);
  });

  it('moves a record to the recycle bin, restores it and deletes it permanently only from there', async () => {
    const id = await saveRecord(tokens.owner, 'bin', [await uploadCsv(tokens.owner)]);
    expect((await callApi('POST', 'researchData/delete', { token: tokens.owner, body: { id } })).status).toBe(403);
    expect((await callApi('POST', 'researchData/recycle', { token: tokens.owner, body: { id } })).body.data.state).toBe('recycled');
    const bin = (await callApi('GET', 'researchData/page', { token: tokens.owner, query: { scope: 'recycle' } })).body.data;
    expect(bin.list.map((c: { id: number }) => c.id)).toContain(id);
    expect((await callApi('POST', 'researchData/restore', { token: tokens.owner, body: { id } })).body.data.state).toBe('private');
    await callApi('POST', 'researchData/recycle', { token: tokens.owner, body: { id } });
    expect((await callApi('POST', 'researchData/delete', { token: tokens.owner, body: { id } })).body.code).toBe(0);
    expect((await db.handle.db.select().from(researchData).where(eq(researchData.id, id))).length).toBe(0);
  });
});

describe('a member removed from the company (issue 45 item 5)', () => {
  it('no longer edits, shares, bins, deletes or lists the record they saved for it, nor decides its applications', async () => {
    const h = db.handle;
    const companyX = await newCompany(h, 'X Steel (test)');
    const admin = await extraUser(h, 'company_admin', companyX);
    const member = await extraUser(h, 'employee', companyX);
    const colleague = await extraUser(h, 'employee', companyX);
    const fileId = await uploadCsv(member.token, 'leaver.csv');
    const id = await saveRecord(member.token, 'leaver-record', [fileId]);
    const parts = { internal: PARTS_ALL, enterprises: ['metadata'], persons: ['metadata'], public: ['metadata'] };
    expect((await callApi('POST', 'researchData/share', { token: member.token, body: { id, visibility: 'directional', companyIds: [companyB], parts } })).body.code).toBe(0);
    const app = (await callApi('POST', 'rdda/permission/apply', { token: tokens.enterprise, body: { id, reason: 'Comparison' } })).body.data;
    expect(app.status).toBe('pending');

    const removed = await removeFromCompany(h, admin.token, member.id);
    const edit = await callApi('POST', 'researchData/save', { token: removed, body: { ...recordBody('taken along', [fileId]), id } });
    expect(edit.status).toBeGreaterThanOrEqual(403);
    expect(edit.status).toBeLessThan(500);
    for (const [path, body] of [
      ['researchData/share', { id, visibility: 'private', parts }],
      ['researchData/recycle', { id }],
      ['researchData/delete', { id }],
      ['rdda/permission/decide', { applicationId: app.id, decision: 'approve' }],
    ] as const) {
      const res = await callApi('POST', path, { token: removed, body });
      expect([403, 404], path).toContain(res.status);
    }
    const mine = await callApi('GET', 'researchData/page', { token: removed, query: { scope: 'mine' } });
    expect(mine.body.data.total).toBe(0);
    const received = await callApi('GET', 'rdda/permission/page', { token: removed, query: { box: 'received' } });
    expect(received.body.data.total).toBe(0);
    // An outsider now: the metadata, not the internal values.
    expect((await callApi('GET', 'researchData/get', { token: removed, query: { id } })).body.data.composition).toBeNull();

    // The record stays the company's, unchanged: its colleagues still read the internal parts.
    const [row] = await h.db.select().from(researchData).where(eq(researchData.id, id));
    expect(row).toMatchObject({ dataName: 'leaver-record', companyId: companyX, visibility: 'directional', deletedAt: null });
    expect((await callApi('GET', 'researchData/get', { token: colleague.token, query: { id } })).body.data.composition).not.toBeNull();
    const [pending] = await h.db.select().from(researchDataApplications).where(eq(researchDataApplications.id, app.id));
    expect(pending.status).toBe('pending');
  });
});

describe('similarity', () => {
  it('ranks the other records the caller may read by composition and refuses a record whose composition is hidden', async () => {
    const res = await callApi('GET', 'researchData/similarity', { token: tokens.enterprise, query: { id: records.directional } });
    expect(res.body.code).toBe(0);
    const ids = res.body.data.researchData.map((r: { id: number }) => r.id);
    expect(ids).toContain(records.public);
    // Selected for another person only: its composition stays hidden from company B.
    expect(ids).not.toContain(records.selected);
    expect(ids).not.toContain(records.private);
    expect(ids).not.toContain(records.draft);
    expect(res.body.data.researchData[0].score).toBe(100);
    const hidden = await callApi('GET', 'researchData/similarity', { token: tokens.otherCompany, query: { id: records.directional } });
    expect(hidden.status).toBe(403);
  });
});

describe('demo seed', () => {
  it('seeds labelled demo records, the public one published and verified, and is idempotent', async () => {
    await researchDataSeedStep.run(db.handle.db, testServices());
    await researchDataSeedStep.run(db.handle.db, testServices());
    const list = (await callApi('GET', 'researchData/page', { query: { keyword: 'demo' } })).body.data.list;
    const q355 = list.filter((c: { materialName: string }) => c.materialName === 'Q355B' );
    expect(q355).toHaveLength(1);
    expect(q355[0]).toMatchObject({ demo: true, state: 'published', visibility: 'public' });
    const detail = (await callApi('GET', 'researchData/get', { token: tokens.otherCompany, query: { id: q355[0].id } })).body.data;
    expect(detail.dataSource).toContain('Demo measurements');
    expect(detail.traceability.verified).toBe(true);
  });
});

describe('bad input', () => {
  it('refuses a save without a data file, a range whose maximum is below its minimum and a bad element, in both languages', async () => {
    const noFile = await callApi('POST', 'researchData/save', { token: tokens.owner, body: recordBody('x', []), lang: 'en' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.msg).toContain('Upload at least one data file');
    const body = { ...recordBody('x', []), performance: [{ property: 'Yield', unit: 'MPa', kind: 'range', min: 400, max: 300 }] };
    const range = await callApi('POST', 'researchData/saveDraft', { token: tokens.owner, body, lang: 'zh' });
    expect(range.status).toBe(400);
    expect(range.body.msg).toContain('最大值不能小于最小值');
    const element = await callApi('POST', 'researchData/saveDraft', { token: tokens.owner, body: { dataName: 'x', composition: [{ element: 'mn', value: 1 }] }, lang: 'en' });
    expect(element.status).toBe(400);
    expect(element.body.msg).toContain('element symbol');
    const unknown = await callApi('POST', 'researchData/saveDraft', { token: tokens.owner, body: { dataName: 'x', extra: 1 } });
    expect(unknown.status).toBe(400);
  });

  it('refuses a second row of one element, in a draft too, at that row and in both languages, and writes nothing', async () => {
    const rows = [{ element: 'C', value: 0.16 }, { element: 'Mn', value: 1.4 }, { element: 'C', value: 0.18 }];
    for (const lang of ['zh', 'en'] as const) {
      const res = await callApi('POST', 'researchData/saveDraft', { token: tokens.owner, body: { dataName: `dup-${lang}`, composition: rows }, lang });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(lang === 'en' ? 'merge the duplicate element rows into one' : '合并为一行');
    }
    const written = await db.handle.db.select({ id: researchData.id }).from(researchData).where(sql`${researchData.dataName} like 'dup-%'`);
    expect(written).toEqual([]);
  });

  it('serves the offline verifier for download to anyone, the very script the tests run', async () => {
    const res = await callApi('GET', 'researchData/verifier', {});
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-disposition')).toBe('attachment; filename="verify-provenance.mjs"');
    expect(res.response.headers.get('content-type')).toContain('javascript');
    expect(await res.response.text()).toBe(fs.readFileSync(path.join(process.cwd(), 'scripts', 'verify-provenance.mjs'), 'utf8'));
  });

  it('refuses signed-out writes and another user’s edit', async () => {
    expect((await callApi('POST', 'researchData/saveDraft', { body: { dataName: 'x' } })).body.code).toBe(-100);
    const res = await callApi('POST', 'researchData/saveDraft', { token: tokens.otherCompany, body: { id: records.public, dataName: 'taken' } });
    expect(res.status).toBe(403);
    const [row] = await db.handle.db.select({ dataName: researchData.dataName }).from(researchData).where(eq(researchData.id, records.public));
    expect(row.dataName).toBe('access-public');
  });

  it('answers a share alike for a name that exists and one that does not, and grants only real users', async () => {
    const real = await extraUser(db.handle, 'individual');
    const share = (name: string, lang: 'zh' | 'en') =>
      callApi('POST', 'researchData/share', { token: tokens.owner, body: { id: records.private, visibility: 'selected', userNames: [name], parts: ACCESS_PARTS }, lang });
    for (const lang of ['zh', 'en'] as const) {
      const known = await share(real.userName, lang);
      const unknown = await share(`nobody_${lang}_${process.pid}`, lang);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(JSON.stringify(unknown.body)).not.toContain('nobody');
    }
    // The unknown name produced no grant (the owner sees an empty audience) and the real one its grant.
    const sharing = async () => (await callApi('GET', 'researchData/get', { token: tokens.owner, query: { id: records.private } })).body.data.sharing.userNames;
    expect(await sharing()).toEqual([]);
    await share(real.userName.toUpperCase(), 'en');
    expect(await sharing()).toEqual([real.userName]);
    const [row] = await db.handle.db.select({ id: users.id }).from(users).where(eq(users.loginName, real.userName));
    expect(row.id).toBe(real.id);
    // Back to private for the other tests.
    await callApi('POST', 'researchData/share', { token: tokens.owner, body: { id: records.private, visibility: 'private', parts: ACCESS_PARTS } });
  });

  it('counts the names a share adds against the owner’s lookup budget (60 per 10 minutes), not names already in the audience', async () => {
    const names = (from: number, n: number) => Array.from({ length: n }, (_, i) => `ghost_${process.pid}_${from + i}`);
    const share = (userNames: string[], lang: 'zh' | 'en' = 'en') =>
      callApi('POST', 'researchData/share', { token: tokens.owner, body: { id: records.private, visibility: 'selected', userNames, parts: ACCESS_PARTS }, lang });
    expect((await share(names(0, 50))).status).toBe(200);
    // The same names again cost nothing only when they are in the audience; unknown names never are, so they count again.
    expect((await share(names(50, 10))).status).toBe(200);
    const over = await share(names(60, 1), 'zh');
    expect(over.status).toBe(429);
    expect(over.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const en = await share(names(61, 1), 'en');
    expect(en.body.msg).toMatch(/^Too many requests; please try again in \d+ seconds$/);
    await callApi('POST', 'researchData/share', { token: tokens.owner, body: { id: records.private, visibility: 'private', parts: ACCESS_PARTS } });
  });
});
