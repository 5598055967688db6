import { eq } from 'drizzle-orm';
import { accountSeedStep } from '@/lib/server/account/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import { cloudSeedStep } from '@/lib/server/cloud/seed';
import { cloudProfiles, files, users } from '@/lib/server/db/schema';
import { directoriesSeedStep } from '@/lib/server/directories/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { download, noisePng, smallPng, upload } from './files-helpers';
import { signIn } from './workflow-helpers';

/** The services directories (issue 31 behaviour 4, docs/DIRECTORIES.md): expert services, industry apps, digital talent training. */

const db = authTestDatabase([authSeedStep, accountSeedStep, cloudSeedStep, directoriesSeedStep]);
const t = {} as Record<'user' | 'expert' | 'service' | 'admin', string>;
type Lang = 'zh' | 'en';
const get = (path: string, query: Record<string, string | number> = {}, o: { token?: string; lang?: Lang } = {}) => callApi('GET', path, { query, lang: o.lang ?? 'en', token: o.token });
const post = (path: string, body: unknown, o: { token?: string; lang?: Lang } = {}) => callApi('POST', path, { body, lang: o.lang ?? 'en', token: o.token });

beforeAll(async () => {
  t.user = await signIn('demo_user');
  t.expert = await signIn('demo_expert');
  t.service = await signIn('demo_service');
  t.admin = await signIn('demo_public_admin');
});

const app = (over: Record<string, unknown> = {}) => ({
  nameZh: '测试应用',
  nameEn: 'Test app',
  vendorZh: '测试厂商',
  vendorEn: 'Test vendor',
  category: 'quality',
  descriptionZh: '<p>中文介绍</p>',
  descriptionEn: '<p>English description</p>',
  link: 'https://example.com/app',
  published: true,
  ...over,
});
const course = (over: Record<string, unknown> = {}) => ({
  titleZh: '测试课程',
  titleEn: 'Test course',
  category: 'testing',
  startDate: '2025-03-03',
  endDate: '2025-03-07',
  format: 'online',
  feeNoteZh: '免费',
  feeNoteEn: 'Free',
  contactZh: '培训部',
  contactEn: 'Training office',
  descriptionZh: '<p>课程介绍</p>',
  descriptionEn: '<p>About the course</p>',
  published: true,
  ...over,
});

describe('expert services', () => {
  it('lists the demo experts with their services in both languages and a link to the expert page', async () => {
    const en = (await get('expert/list')).body.data;
    expect(en.total).toBe(4);
    const li = en.list.find((e: { name: string }) => e.name === 'Li Ming (demo)');
    expect(li).toMatchObject({ category: 'consulting', demo: true, published: true, orderHref: `/cloud/userDetail?id=${li.profileId}` });
    expect(li.services).toContain('[Demo] Mechanical testing consulting');
    const zh = (await get('expert/list', {}, { lang: 'zh' })).body.data;
    expect(zh.list.map((e: { name: string }) => e.name)).toContain('李明（演示）');
  });

  it('lists demo_expert: the account is the profile of Li Ming (demo)', async () => {
    const [me] = await db.handle.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'demo_expert'));
    const [profile] = await db.handle.db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(eq(cloudProfiles.userId, me.id));
    const li = (await get('expert/list')).body.data.list.find((e: { profileId: number }) => e.profileId === profile.id);
    expect(li).toMatchObject({ name: 'Li Ming (demo)' });
  });

  it('leaves an expert no longer active out of the total and the pages alike (filtered in SQL)', async () => {
    const [first] = (await get('expert/list', { page: 1, pageSize: 1 })).body.data.list;
    await db.handle.db.update(cloudProfiles).set({ active: false }).where(eq(cloudProfiles.id, first.profileId));
    try {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => get('expert/list', { page, pageSize: 1 })));
      expect(pages.map((p) => p.body.data.total)).toEqual([3, 3, 3, 3]);
      expect(pages.map((p) => p.body.data.list.length)).toEqual([1, 1, 1, 0]);
      expect(pages.flatMap((p) => p.body.data.list.map((e: { profileId: number }) => e.profileId))).not.toContain(first.profileId);
      // Editors still see every entry.
      expect((await get('expert/getList', {}, { token: t.service })).body.data.total).toBe(4);
    } finally {
      await db.handle.db.update(cloudProfiles).set({ active: true }).where(eq(cloudProfiles.id, first.profileId));
    }
  });

  it('filters by keyword (expert name or services) and category, and says when nothing matches', async () => {
    expect((await get('expert/list', { keyword: 'Zhang Hua' })).body.data.list.map((e: { name: string }) => e.name)).toEqual(['Zhang Hua (demo)']);
    expect((await get('expert/list', { keyword: 'Fatigue test design' })).body.data.total).toBe(1);
    expect((await get('expert/list', { category: 'failureAnalysis' })).body.data.total).toBe(1);
    expect((await get('expert/list', { keyword: 'no such thing at all' })).body.data).toMatchObject({ total: 0, list: [] });
    const bad = await get('expert/list', { category: 'bogus' }, { lang: 'zh' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('类别无效');
  });

  it('lets editors save, unpublish and delete an entry; a draft is 404 to readers', async () => {
    const list = (await get('expert/getList', {}, { token: t.service })).body.data;
    const entry = list.list[0];
    expect(entry.source).toMatchObject({ profileId: entry.profileId, published: true });
    const saved = await post('expert/save', { ...entry.source, id: entry.id, published: false, servicesEn: '<p>Changed<script>alert(1)</script></p>' }, { token: t.admin });
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await get('expert/getDetail', { id: entry.id })).status).toBe(404);
    expect((await get('expert/getDetail', { id: entry.id }, { token: t.user })).status).toBe(404);
    const asEditor = (await get('expert/getDetail', { id: entry.id }, { token: t.service })).body.data;
    expect(asEditor.services).toBe('<p>Changed</p>');
    expect((await get('expert/getList', { state: 'draft' }, { token: t.service })).body.data.total).toBe(1);
    // One entry per expert.
    const dup = await post('expert/save', { ...entry.source, published: true }, { token: t.admin });
    expect(dup.status).toBe(409);
    expect((await post('expert/delete', { id: entry.id }, { token: t.admin })).status).toBe(200);
    expect((await get('expert/getDetail', { id: entry.id }, { token: t.admin })).status).toBe(404);
    const again = await post('expert/save', { ...entry.source, published: true }, { token: t.admin });
    expect(again.status).toBe(200);
    expect((await get('expert/getDetail', { id: again.body.data.id })).status).toBe(200);
  });

  it('refuses a profile that is not an expert and empty services, naming the field in both languages', async () => {
    const [expert] = await db.handle.db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(eq(cloudProfiles.kind, 'expert')).limit(1);
    const [tester] = await db.handle.db.select({ id: cloudProfiles.id }).from(cloudProfiles).where(eq(cloudProfiles.kind, 'tester')).limit(1);
    const body = { profileId: tester.id, category: 'consulting', servicesZh: '<p>x</p>', servicesEn: '<p>x</p>', published: true };
    const zh = await post('expert/save', body, { token: t.admin, lang: 'zh' });
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([400, -1, '所选专家不存在或不是有效的专家']);
    const en = await post('expert/save', { ...body, servicesEn: '' }, { token: t.admin });
    expect([en.status, en.body.msg]).toEqual([400, 'Enter the services (English)']);
    // Only markup that cleans to nothing.
    expect((await post('expert/save', { ...body, profileId: expert.id, servicesZh: '<script>alert(1)</script>' }, { token: t.admin, lang: 'zh' })).body.msg).toBe('请填写服务内容（中文）');
  });
});

describe('industry apps', () => {
  it('lists the demo vendor’s apps to everyone and filters them', async () => {
    const en = (await get('industrial/list')).body.data;
    expect(en.total).toBe(3);
    expect(en.list.every((a: { demo: boolean; vendor: string }) => a.demo && a.vendor === 'Demo Software Co.')).toBe(true);
    expect((await get('industrial/list', { category: 'quality' })).body.data.list.map((a: { name: string }) => a.name)).toEqual(['[Demo] Mill Certificate Reader']);
    expect((await get('industrial/list', { keyword: '库存' }, { lang: 'zh' })).body.data.list.map((a: { name: string }) => a.name)).toEqual(['【演示】钢材库存看板']);
    expect((await get('industrial/list', { page: 2, pageSize: 2 })).body.data.list).toHaveLength(1);
  });

  it('saves an app with a screenshot, cleans its description, and keeps a draft from readers and their downloads', async () => {
    const shot = (await upload('image', { name: 's.png', bytes: await smallPng() }, { token: t.service })).body.data;
    const res = await post('industrial/save', app({ published: false, descriptionEn: '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>', screenshotIds: [shot.id] }), { token: t.service });
    expect(res.status, res.body.msg).toBe(200);
    const id = res.body.data.id;
    expect((await get('industrial/getDetail', { id })).status).toBe(404);
    // A visitor is asked to sign in (-100), a signed-in reader refused (403).
    expect((await (await download(shot.id)).json()).code).toBe(-100);
    expect((await download(shot.id, { token: t.user })).status).toBe(403);
    const detail = (await get('industrial/getDetail', { id }, { token: t.admin })).body.data;
    expect(detail.description).not.toMatch(/onclick|javascript:|onerror|<script/);
    expect(detail.screenshots.map((f: { id: string }) => f.id)).toEqual([shot.id]);
    expect((await post('industrial/save', { ...app({ published: true, screenshotIds: [shot.id] }), id }, { token: t.admin })).status).toBe(200);
    expect((await get('industrial/getDetail', { id })).body.data).toMatchObject({ name: 'Test app', published: true, demo: false });
    expect((await download(shot.id)).status).toBe(200);
    expect((await download(shot.id, { token: t.user })).status).toBe(200);
    expect((await get('industrial/list', { keyword: 'Test app' })).body.data.total).toBe(1);
    expect((await post('industrial/delete', { id }, { token: t.admin })).status).toBe(200);
    const [gone] = await db.handle.db.select().from(files).where(eq(files.id, shot.id));
    expect(gone.ownerKind).toBeNull();
    expect((await post('industrial/delete', { id }, { token: t.admin })).status).toBe(404);
  });

  it('refuses a screenshot over 500 KB at upload and a non-image in the field', async () => {
    // The file service refuses an image over 500 KB as it arrives (413), so it never reaches a save.
    const big = await upload('image', { name: 'big.png', bytes: await noisePng(600 * 1024) }, { token: t.service });
    expect(big.status).toBe(413);
    const doc = (await upload('attachment', { name: 'a.csv', bytes: Buffer.from('a,b\n1,2') }, { token: t.service })).body.data;
    const res = await post('industrial/save', app({ screenshotIds: [doc.id] }), { token: t.service, lang: 'en' });
    expect(res.status).toBe(400);
  });

  it('answers bad input 400 naming the field in zh and en', async () => {
    for (const [body, zh, en] of [
      [app({ nameZh: '' }), '请填写名称（中文）', 'Enter the name (Chinese)'],
      [app({ link: 'javascript:alert(1)' }), '链接必须是以 http:// 或 https:// 开头的网址（不超过 500 个字符）', 'The link must be a web address starting with http:// or https:// (at most 500 characters)'],
      [app({ vendorEn: '' }), '请填写开发商（英文）', 'Enter the vendor (English)'],
      [app({ category: 'games' }), '类别无效', 'Unknown category'],
    ] as const) {
      const a = await post('industrial/save', body, { token: t.admin, lang: 'zh' });
      const b = await post('industrial/save', body, { token: t.admin, lang: 'en' });
      expect([a.status, a.body.code, a.body.msg]).toEqual([400, -1, zh]);
      expect([b.status, b.body.msg]).toEqual([400, en]);
    }
  });
});

describe('digital talent training', () => {
  it('lists the demo courses with their schedule in working days, format and sign-up contact', async () => {
    const en = (await get('digital/list')).body.data;
    expect(en.total).toBe(2);
    const first = en.list.find((c: { startDate: string }) => c.startDate === '2026-12-07');
    expect(first).toMatchObject({ endDate: '2026-12-11', workingDays: 5, format: 'online', demo: true });
    expect(first.contact).toContain('Demo Training Centre');
    expect((await get('digital/list', { category: 'testing' })).body.data.total).toBe(1);
  });

  it('lets editors save and delete a course; others are refused', async () => {
    const res = await post('digital/save', course(), { token: t.service });
    expect(res.status, res.body.msg).toBe(200);
    const detail = (await get('digital/getDetail', { id: res.body.data.id }, { lang: 'zh' })).body.data;
    expect(detail).toMatchObject({ title: '测试课程', workingDays: 5, feeNote: '免费' });
    // A visitor is asked to sign in (-100); signed-in non-editors are refused (403).
    expect((await post('digital/save', course())).body.code).toBe(-100);
    expect((await post('digital/delete', { id: res.body.data.id })).body.code).toBe(-100);
    expect((await get('digital/getList')).body.code).toBe(-100);
    for (const token of [t.user, t.expert]) {
      expect((await post('digital/save', course(), { token })).status).toBe(403);
      expect((await post('digital/delete', { id: res.body.data.id }, { token })).status).toBe(403);
      expect((await get('digital/getList', {}, { token })).status).toBe(403);
      expect((await post('industrial/save', app(), { token })).status).toBe(403);
      expect((await post('expert/delete', { id: 1 }, { token })).status).toBe(403);
      expect((await get('expert/getList', {}, { token })).status).toBe(403);
    }
    expect((await post('digital/delete', { id: res.body.data.id }, { token: t.admin })).status).toBe(200);
    expect((await get('digital/getDetail', { id: res.body.data.id })).status).toBe(404);
  });

  it('refuses a course ending before it starts and an unknown format, in both languages', async () => {
    const a = await post('digital/save', course({ endDate: '2025-03-01' }), { token: t.admin, lang: 'zh' });
    expect([a.status, a.body.msg]).toEqual([400, '结束日期不能早于开始日期']);
    const b = await post('digital/save', course({ format: 'hybrid' }), { token: t.admin, lang: 'en' });
    expect([b.status, b.body.msg]).toEqual([400, 'The format must be online or on site']);
    const c = await post('digital/save', course({ startDate: '2025-02-30' }), { token: t.admin, lang: 'en' });
    expect([c.status, c.body.msg]).toEqual([400, 'Invalid first day (YYYY-MM-DD)']);
  });

  it('answers an over-long description 400 naming the field', async () => {
    const res = await post('digital/save', course({ descriptionEn: 'x'.repeat(20_001) }), { token: t.admin, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('descriptionEn');
  });

  it('answers an unknown id 404 and a malformed one 400', async () => {
    expect((await get('digital/getDetail', { id: 999999 })).status).toBe(404);
    expect((await get('industrial/getDetail', { id: 'abc' })).status).toBe(400);
  });
});
