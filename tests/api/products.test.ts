import { eq } from 'drizzle-orm';
import { companies, users } from '@/lib/server/db/schema';
import { authSeedStep } from '@/lib/server/auth/seed';
import { productsSeedStep } from '@/lib/server/products/seed';
import { callApi } from '../helpers/api';
import { authTestDatabase } from './auth-helpers';
import { download, noisePng, smallJpeg, smallPng, upload } from './files-helpers';
import { extraUser, removeFromCompany, signIn } from './workflow-helpers';

/**
 * Recommended products (issue 34): company members publish, saving submits to the public administrator
 * (review kind recommendedProduct, the shared audit/* calls), approved ones are public, an edited approved
 * one goes back to review, a revoked one leaves the public list; individuals may not publish; another
 * company's product is not found; pictures through the file service (1–5, JPG/PNG ≤ 500 KB); the
 * 50-character rule counted in graphemes; bad input 400 in both languages.
 */

const db = authTestDatabase([authSeedStep, productsSeedStep]);
const t = {} as Record<'employee' | 'companyAdmin' | 'foreign' | 'individual' | 'admin', string>;

const post = (path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'en') => callApi('POST', path, { body, token, lang });
const get = (path: string, query: Record<string, string | number>, token?: string, lang: 'zh' | 'en' = 'en') => callApi('GET', path, { query, token, lang });

async function picture(token: string, bytes?: Buffer): Promise<string> {
  const res = await upload('image', { name: 'p.png', bytes: bytes ?? (await smallPng()) }, { token });
  expect(res.body.code).toBe(0);
  return res.body.data.id;
}

const product = (pictureIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Test plate',
  type: 'lowAlloySteel',
  shape: 'plate',
  specification: '10 × 2000 × 8000 mm',
  price: '4800.5',
  unit: 'ton',
  priceUnit: 'yuan',
  pictureIds,
  introduction: '<p>Good plate<script>alert(1)</script></p>',
  ...extra,
});

async function reviewItem(subjectId: number) {
  const queue = await get('audit/page', { kind: 'recommendedProduct', state: 'all' }, t.admin);
  return queue.body.data.list.find((i: { subjectId: number }) => i.subjectId === subjectId);
}

async function approve(subjectId: number) {
  const item = await reviewItem(subjectId);
  expect(item).toBeTruthy();
  expect((await post('audit/start', { id: item.id }, t.admin)).body.code).toBe(0);
  expect((await post('audit/audit', { id: item.id, decision: 'approve' }, t.admin)).body.code).toBe(0);
  return item.id as number;
}

beforeAll(async () => {
  const h = db.handle.db;
  t.employee = await signIn('demo_employee');
  t.companyAdmin = await signIn('demo_admin');
  t.individual = await signIn('demo_user');
  t.admin = await signIn('demo_public_admin');
  const [other] = await h.insert(companies).values({ name: 'Foreign Steel (test)' }).returning();
  t.foreign = (await extraUser(db.handle, 'company_admin', other.id)).token;
}, 120_000);

describe('seed', () => {
  it('lists the demo company’s approved demo products publicly in both languages, each with a picture', async () => {
    const zh = (await get('recommendProduct/page', {}, undefined, 'zh')).body.data;
    const en = (await get('recommendProduct/page', {}, undefined, 'en')).body.data;
    expect(zh.total).toBe(4);
    expect(zh.list.every((p: { demo: boolean; cover: string | null }) => p.demo && p.cover)).toBe(true);
    expect(zh.list.map((p: { name: string }) => p.name)).toContain('Q355B 热轧中厚板（演示）');
    expect(en.list.map((p: { name: string }) => p.name)).toContain('Q355B hot-rolled plate (demo)');
    const cover = await download(zh.list[0].cover.split('id=')[1]);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
  });

  it('filters by type and shape and sorts by price', async () => {
    expect((await get('recommendProduct/page', { shape: 'tube' })).body.data.list.map((p: { shape: string }) => p.shape)).toEqual(['tube']);
    expect((await get('recommendProduct/page', { type: 'alloySteel' })).body.data.total).toBe(1);
    const asc = (await get('recommendProduct/page', { sort: 'priceAsc' })).body.data.list.map((p: { priceFen: number }) => p.priceFen);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect((await get('recommendProduct/page', { keyword: '42CrMo' })).body.data.total).toBe(1);
  });
});

describe('publishing and review', () => {
  let id: number;
  let pictureId: string;

  it('saves a member’s product, computing the fen and cleaning the introduction, and submits it', async () => {
    pictureId = await picture(t.employee);
    const res = await post('myData/productSave', product([pictureId]), t.employee);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Test plate', priceFen: 480050, state: 'submitted', companyName: expect.any(String) });
    expect(res.body.data.introduction).toBe('<p>Good plate</p>');
    expect(res.body.data.pictures).toHaveLength(1);
    id = res.body.data.id;
    expect((await reviewItem(id)).state).toBe('submitted');
  });

  it('keeps it off the public list and answers 404 to visitors and other companies until approved', async () => {
    expect((await get('recommendProduct/page', { keyword: 'Test plate' })).body.data.total).toBe(0);
    expect((await get('recommendProduct/get', { id })).status).toBe(404);
    expect((await get('recommendProduct/get', { id }, t.foreign)).status).toBe(404);
    expect((await get('recommendProduct/get', { id }, t.individual, 'zh')).body.msg).toBe('该产品不存在或未公开。');
    const own = await get('recommendProduct/get', { id }, t.employee);
    expect(own.body.data).toMatchObject({ state: 'submitted', canEdit: true });
    expect((await get('recommendProduct/get', { id }, t.companyAdmin)).body.data.canEdit).toBe(true);
    expect((await get('recommendProduct/get', { id }, t.admin)).body.data.canEdit).toBe(false);
    expect(((await (await download(pictureId)).json()) as { code: number }).code).toBe(-100); // a visitor: sign in
    expect((await download(pictureId, { token: t.foreign })).status).toBe(403);
  });

  it('is public once the public administrator approves it, pictures included', async () => {
    await approve(id);
    const page = (await get('recommendProduct/page', { keyword: 'Test plate' })).body.data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id, priceFen: 480050, unit: 'ton' });
    expect((await get('recommendProduct/get', { id })).body.data.state).toBe('approved');
    expect((await download(pictureId)).status).toBe(200);
    // the newest approved product comes first
    expect((await get('recommendProduct/page', {})).body.data.list[0].id).toBe(id);
  });

  it('sends an edited approved product back to review, off the public list', async () => {
    const res = await post('myData/productSave', product([pictureId], { id, name: 'Test plate v2' }), t.companyAdmin);
    expect(res.body.data.state).toBe('submitted');
    expect((await get('recommendProduct/get', { id })).status).toBe(404);
    await approve(id);
    expect((await get('recommendProduct/get', { id })).body.data.name).toBe('Test plate v2');
  });

  it('takes a revoked product off the public list', async () => {
    const item = await reviewItem(id);
    expect((await post('audit/revoke', { id: item.id, comment: 'Picture is not the product' }, t.admin)).body.code).toBe(0);
    expect((await get('recommendProduct/page', { keyword: 'Test plate' })).body.data.total).toBe(0);
    expect((await get('recommendProduct/get', { id })).status).toBe(404);
    // saving it again resubmits it
    expect((await post('myData/productSave', product([pictureId], { id }), t.employee)).body.data.state).toBe('submitted');
  });

  it('lists mine for a member and the company’s for its administrator only', async () => {
    const mine = (await get('myData/productPage', { scope: 'mine' }, t.employee)).body.data;
    expect(mine.list.map((p: { id: number }) => p.id)).toEqual([id]);
    const company = (await get('myData/productPage', { scope: 'company' }, t.companyAdmin)).body.data;
    expect(company.total).toBe(5);
    expect((await get('myData/productPage', { scope: 'company' }, t.employee)).status).toBe(403);
    expect((await get('myData/productPage', { scope: 'mine' }, t.individual)).body.data.total).toBe(0);
    expect((await get('myData/productPage', { scope: 'mine' })).body.code).toBe(-100);
  });

  it('refuses a foreign company’s product (404) and deletes for the owner side', async () => {
    expect((await post('myData/productSave', product([pictureId], { id }), t.foreign)).status).toBe(404);
    expect((await post('myData/productDelete', { id }, t.foreign)).status).toBe(404);
    expect((await post('myData/productDelete', { id }, t.employee)).body.code).toBe(0);
    expect((await get('recommendProduct/get', { id }, t.employee)).status).toBe(404);
    expect(await reviewItem(id)).toBeUndefined();
  });
});

describe('a member removed from the company (issue 45 item 5)', () => {
  it('no longer edits, deletes, lists or reads the product they published for it; the administrator still manages it', async () => {
    const [demo] = await db.handle.db.select({ companyId: users.companyId }).from(users).where(eq(users.loginName, 'demo_employee'));
    const member = await extraUser(db.handle, 'employee', demo.companyId);
    const pic = await picture(member.token);
    const saved = await post('myData/productSave', product([pic], { name: 'Leaver plate' }), member.token);
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id as number;
    expect((await post('myData/productSave', product([pic], { id, name: 'Leaver plate 2' }), member.token)).body.code).toBe(0);

    const removed = await removeFromCompany(db.handle, t.companyAdmin, member.id);
    const own = await picture(removed);
    expect((await post('myData/productSave', product([own], { id, name: 'Taken along' }), removed)).status).toBe(404);
    expect((await post('myData/productDelete', { id }, removed)).status).toBe(404);
    expect((await get('myData/productPage', { scope: 'mine' }, removed)).body.data.total).toBe(0);
    expect((await get('recommendProduct/get', { id }, removed)).status).toBe(404);

    const company = await get('recommendProduct/get', { id }, t.companyAdmin);
    expect(company.body.data).toMatchObject({ name: 'Leaver plate 2', canEdit: true });
    expect((await post('myData/productSave', product([pic], { id, name: 'Company plate' }), t.companyAdmin)).body.code).toBe(0);
    expect((await post('myData/productDelete', { id }, t.companyAdmin)).body.code).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses an individual without a company (403)', async () => {
    const res = await post('myData/productSave', product([await picture(t.individual)]), t.individual, 'zh');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('只有企业用户可以发布推荐产品。');
  });

  it('refuses no picture, six pictures, a GIF and a picture over 500 KB', async () => {
    const none = await post('myData/productSave', product([]), t.employee);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Upload product pictures.');
    const zh = await post('myData/productSave', product([]), t.employee, 'zh');
    expect(zh.body.msg).toBe('请上传产品图片。');
    const six = await Promise.all(Array.from({ length: 6 }, () => picture(t.employee)));
    expect((await post('myData/productSave', product(six), t.employee)).status).toBe(400);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    // the file service refuses a GIF (415) and a picture over 500 KB (413) with code -1 and its reason
    const gifRes = await upload('image', { name: 'p.gif', bytes: gif }, { token: t.employee, lang: 'en' });
    expect([gifRes.status, gifRes.body.code]).toEqual([415, -1]);
    const big = await upload('image', { name: 'big.png', bytes: await noisePng(501 * 1024) }, { token: t.employee });
    expect([big.status, big.body.code]).toEqual([413, -1]);
    expect((await upload('image', { name: 'p.jpg', bytes: await smallJpeg() }, { token: t.employee })).body.code).toBe(0);
  });

  it('counts 50 characters as graphemes: Chinese, emoji and combining marks alike', async () => {
    for (const unit of ['钢', '👍🏽', 'e\u0301', '🇨🇳']) {
      const ok = await post('myData/productSave', product([await picture(t.employee)], { name: unit.repeat(50) }), t.employee);
      expect(ok.body.code).toBe(0);
      await post('myData/productDelete', { id: ok.body.data.id }, t.employee);
      const pic2 = await picture(t.employee);
      const tooLong = await post('myData/productSave', product([pic2], { name: unit.repeat(51) }), t.employee, 'zh');
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.msg).toContain('最多 50 个字符');
    }
  });

  it('refuses 50 letters each carrying 100 combining marks (5,050 code points) in both languages, and stores nothing', async () => {
    const attack = `a${'\u0301'.repeat(100)}`.repeat(50);
    const pic = await picture(t.employee);
    const before = (await get('myData/productPage', { scope: 'mine' }, t.employee)).body.data.total;
    for (const field of ['name', 'specification']) {
      const en = await post('myData/productSave', product([pic], { [field]: attack }), t.employee, 'en');
      expect([en.status, en.body.code]).toEqual([400, -1]);
      expect(en.body.msg).toBe('Too many accents or joined symbols: the text may hold at most 200 code points.');
      const zh = await post('myData/productSave', product([pic], { [field]: attack }), t.employee, 'zh');
      expect([zh.status, zh.body.msg]).toEqual([400, '附加符号或组合符号过多：最多 200 个码位。']);
    }
    // 50 letters with 3 marks each are the most a 50-character field holds.
    const most = await post('myData/productSave', product([pic], { name: `a${'\u0301'.repeat(3)}`.repeat(50) }), t.employee);
    expect(most.body.code).toBe(0);
    expect((await get('myData/productPage', { scope: 'mine' }, t.employee)).body.data.total).toBe(before + 1);
    await post('myData/productDelete', { id: most.body.data.id }, t.employee);
  });

  it('names the field of missing or malformed input in both languages', async () => {
    const pic = await picture(t.employee);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'Enter the product name.', '请输入产品名称。'],
      [{ price: 'abc' }, 'Enter the price as a number (up to two decimals in yuan).', '请输入数字价格（以元计最多两位小数）。'],
      [{ shape: 'sphere' }, 'Select the shape.', '请选择形状。'],
      [{ specification: 'x'.repeat(51) }, 'At most 50 characters.', '最多 50 个字符。'],
    ];
    for (const [change, en, zh] of cases) {
      const a = await post('myData/productSave', product([pic], change), t.employee, 'en');
      expect(a.status).toBe(400);
      expect(a.body.code).toBe(-1);
      expect(a.body.msg).toContain(en);
      expect((await post('myData/productSave', product([pic], change), t.employee, 'zh')).body.msg).toContain(zh);
    }
    expect((await get('recommendProduct/page', { sort: 'random' })).status).toBe(400);
    expect((await post('myData/productSave', product([pic]))).body.code).toBe(-100);
  });
});
