import { translate } from '@/lib/i18n/messages';
import { authSeedStep } from '@/lib/server/auth/seed';
import { contentSeedStep } from '@/lib/server/content/seed';
import { callApi } from '../helpers/api';
import { testServices } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { download, noisePng, smallPng, upload } from './files-helpers';
import { signIn } from './workflow-helpers';

/** The editorial content (issue 31 §1–3, docs/CONTENT.md): readers see published items, editors write both languages. */

authTestDatabase([authSeedStep, contentSeedStep]);
const t = {} as Record<'user' | 'lab' | 'service' | 'admin', string>;

beforeAll(async () => {
  t.user = await signIn('demo_user');
  t.lab = await signIn('demo_lab');
  t.service = await signIn('demo_service');
  t.admin = await signIn('demo_public_admin');
});

const draft = (over: Record<string, unknown> = {}) => ({
  kind: 'news',
  titleZh: '测试新闻',
  titleEn: 'Test news',
  summaryZh: '摘要',
  summaryEn: 'Summary',
  bodyZh: '<p>正文</p>',
  bodyEn: '<p>Body</p>',
  ...over,
});
const save = (body: Record<string, unknown>, token = t.service, lang: 'zh' | 'en' = 'en') => callApi('POST', 'content/save', { body, token, lang });
const publish = (id: number, published = true, token = t.service) => callApi('POST', 'content/publish', { body: { id, published }, token });

describe('content: readers', () => {
  it.each([
    ['dm/getList', 'news', 3],
    ['cover/page', 'cover', 1],
    ['solution/page', 'solution', 2],
    ['help/page', 'help', 3],
    ['help/recordList', 'record', 3],
  ])('%s lists the published demo %s items newest first in both languages', async (path, kind, n) => {
    const en = (await callApi('GET', path, { lang: 'en' })).body.data;
    const zh = (await callApi('GET', path, { lang: 'zh' })).body.data;
    expect(en.total).toBe(n);
    expect(en.list.every((c: { kind: string; demo: boolean; title: string }) => c.kind === kind && c.demo && c.title.startsWith('[Demo]'))).toBe(true);
    expect(zh.list[0].title).toMatch(/^【演示】/);
    const times = en.list.map((c: { publishedAt: string }) => c.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([
    ['dm/getDetail', 'dm/getList'],
    ['cover/get', 'cover/page'],
    ['solution/get', 'solution/page'],
    ['help/get', 'help/page'],
    ['help/get', 'help/recordList'],
  ])('%s opens an item of %s with its body', async (detail, list) => {
    const [first] = (await callApi('GET', list, { lang: 'en' })).body.data.list;
    const res = await callApi('GET', detail, { query: { id: first.id }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: first.id, title: first.title, demo: true });
    expect(res.body.data.body).toContain('Demo content');
  });

  it('answers 404 for an item of another kind or an unknown id', async () => {
    const [news] = (await callApi('GET', 'dm/getList')).body.data.list;
    expect((await callApi('GET', 'solution/get', { query: { id: news.id } })).status).toBe(404);
    const res = await callApi('GET', 'dm/getDetail', { query: { id: 999999 }, lang: 'zh' });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(translate('zh', 'Content.notFound'));
  });

  it('filters by keyword and publish day and pages', async () => {
    const byKeyword = (await callApi('GET', 'help/page', { query: { keyword: 'equivalent' } })).body.data;
    expect(byKeyword.total).toBe(1);
    const zhKeyword = (await callApi('GET', 'help/page', { query: { keyword: '对应牌号' }, lang: 'zh' })).body.data;
    expect(zhKeyword.list.map((c: { id: number }) => c.id)).toEqual(byKeyword.list.map((c: { id: number }) => c.id));
    expect((await callApi('GET', 'dm/getList', { query: { from: '2026-11-25', to: '2026-11-25' } })).body.data.total).toBe(1);
    expect((await callApi('GET', 'dm/getList', { query: { keyword: 'nothing like this' } })).body.data).toMatchObject({ total: 0, list: [] });
    const paged = (await callApi('GET', 'help/recordList', { query: { page: 2, pageSize: 2 } })).body.data;
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.list).toHaveLength(1);
  });

  it('refuses a bad date or page with 400 naming the field in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await callApi('GET', 'dm/getList', { query: { from: '2026-13-45' }, lang });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(translate(lang, 'Content.badDate'));
    }
    expect((await callApi('GET', 'help/page', { query: { page: 0 } })).status).toBe(400);
  });

  it('answers the home blocks: the latest news and solutions, the hot data and the positions', async () => {
    const news = (await callApi('GET', 'homePage/getNews', { lang: 'en' })).body.data;
    expect(news.news.length).toBe(3);
    expect(news.solutions.length).toBe(2);
    const hot = await callApi('GET', 'homePage/getHotData');
    expect(hot.status).toBe(200);
    expect(hot.body.data).toEqual({ materials: expect.any(Array), keywords: expect.any(Array), commonGrades: expect.any(Array) });
    const positions = (await callApi('GET', 'homePage/listLoactionConfig', { lang: 'en' })).body.data;
    expect(positions.banner).toHaveLength(1);
    expect(positions.banner[0].href).toMatch(/^\/other\/storyDetail\?id=\d+$/);
    expect(positions.featuredNews).toHaveLength(2);
    expect(positions.featuredProducts).toEqual([]);
  });
});

describe('content: editors', () => {
  it('refuses readers, users and laboratories every editor call with 403 (and visitors the sign-in answer)', async () => {
    for (const token of [t.user, t.lab]) {
      expect((await callApi('GET', 'content/getList', { token })).status).toBe(403);
      expect((await callApi('GET', 'content/getDetail', { token, query: { id: 1 } })).status).toBe(403);
      expect((await save(draft(), token)).status).toBe(403);
      expect((await publish(1, true, token)).status).toBe(403);
      expect((await callApi('POST', 'content/delete', { token, body: { id: 1 } })).status).toBe(403);
      expect((await callApi('POST', 'homePage/updateLoactionConfig', { token, body: { position: 'banner', entries: [] } })).status).toBe(403);
    }
    const visitor = await callApi('POST', 'content/save', { body: draft() });
    expect(visitor.body.code).not.toBe(200);
  });

  it('writes a draft unseen by readers (404), publishes it, takes it back and deletes it', async () => {
    const saved = await save(draft({ titleEn: 'Draft news' }));
    expect(saved.status, saved.body.msg).toBe(200);
    const { id, state } = saved.body.data;
    expect(state).toBe('draft');
    expect((await callApi('GET', 'dm/getDetail', { query: { id } })).status).toBe(404);
    expect((await callApi('GET', 'dm/getList', { query: { keyword: 'Draft news' } })).body.data.total).toBe(0);
    expect((await callApi('GET', 'content/getList', { token: t.admin, query: { state: 'draft', kind: 'news' } })).body.data.list.map((i: { id: number }) => i.id)).toContain(id);

    const published = await publish(id);
    expect(published.body.data.state).toBe('published');
    expect((await callApi('GET', 'dm/getDetail', { query: { id }, lang: 'en' })).body.data.title).toBe('Draft news');
    expect((await callApi('GET', 'homePage/getNews', { lang: 'en' })).body.data.news[0].id).toBe(id);

    await publish(id, false, t.admin);
    expect((await callApi('GET', 'dm/getDetail', { query: { id } })).status).toBe(404);
    expect((await callApi('POST', 'content/delete', { token: t.admin, body: { id } })).status).toBe(200);
    expect((await callApi('GET', 'content/getDetail', { token: t.admin, query: { id } })).status).toBe(404);
  });

  it('removes scripts, handlers and javascript: links on save and on render', async () => {
    const evil = '<p onclick="x()">Hi<script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>';
    const saved = await save(draft({ bodyZh: evil, bodyEn: evil }));
    const { id } = saved.body.data;
    for (const body of [saved.body.data.bodyEn, saved.body.data.bodyZh]) {
      expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
      expect(body).toContain('Hi');
    }
    await publish(id);
    const read = (await callApi('GET', 'dm/getDetail', { query: { id }, lang: 'zh' })).body.data.body;
    expect(read).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('refuses empty titles, an over-long body and an unknown kind with 400 naming the field in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const cases: [Record<string, unknown>, string][] = [
        [draft({ titleZh: '' }), 'Content.titleZhRequired'],
        [draft({ titleEn: '   ' }), 'Content.titleEnRequired'],
        [draft({ bodyEn: 'x'.repeat(19_990), summaryEn: 'x'.repeat(501) }), 'Content.summaryTooLong'],
        [draft({ kind: 'blog' }), 'Content.badKind'],
      ];
      for (const [body, key] of cases) {
        const res = await save(body, t.service, lang);
        expect(res.status, key).toBe(400);
        expect(res.body.code).toBe(-1);
        expect(res.body.msg).toContain(translate(lang, key));
      }
      // Beyond the dispatcher's limit of any string (20,000), the answer names the field.
      const long = await save(draft({ bodyEn: 'x'.repeat(20_001) }), t.service, lang);
      expect(long.status).toBe(400);
      expect(long.body.msg).toContain('bodyEn');
    }
  });

  it('takes a cover picture (JPG/PNG ≤ 500 KB) that readers download once published, and refuses an image over 500 KB', async () => {
    const up = await upload('image', { name: 'cover.png', bytes: await smallPng() }, { token: t.service });
    expect(up.status, up.body.msg).toBe(200);
    const saved = await save(draft({ coverFileIds: [up.body.data.id] }));
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data.cover).toHaveLength(1);
    expect((await download(up.body.data.id, { token: t.user })).status).toBe(403);
    await publish(saved.body.data.id);
    const card = (await callApi('GET', 'homePage/getNews')).body.data.news[0];
    expect(card.cover.id).toBe(up.body.data.id);
    expect((await download(up.body.data.id, { token: t.user })).status).toBe(200);
    expect((await download(up.body.data.id)).status).toBe(200);
    const big = await upload('image', { name: 'big.png', bytes: await noisePng(600 * 1024) }, { token: t.service, lang: 'zh' });
    // The files service answers an over-size upload 413 (docs/FILES.md), code -1, in the caller's language.
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(-1);
  });

  it('moves the cached pages to a new generation when an item is published or a position changes', async () => {
    const generation = () => testServices().dataGeneration.get();
    const { id } = (await save(draft())).body.data;
    const before = generation();
    await publish(id);
    const afterPublish = generation();
    expect(afterPublish).not.toBe(before);
    const res = await callApi('POST', 'homePage/updateLoactionConfig', {
      token: t.admin,
      lang: 'en',
      body: { position: 'featuredProducts', entries: [{ labelZh: 'Q355B 检索', labelEn: 'Search Q355B', href: '/material/materialHome' }] },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.featuredProducts).toEqual([{ itemId: null, label: 'Search Q355B', href: '/material/materialHome', cover: null }]);
    expect(generation()).not.toBe(afterPublish);
  });

  it('refuses a position with another origin, a missing item or a non-news featured item', async () => {
    const pos = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => callApi('POST', 'homePage/updateLoactionConfig', { token: t.service, body, lang });
    const bad = await pos({ position: 'featuredProducts', entries: [{ labelZh: 'x', labelEn: 'x', href: 'javascript:alert(1)' }] }, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain(translate('zh', 'Content.badLink'));
    expect((await pos({ position: 'banner', entries: [{ itemId: 999999 }] })).status).toBe(400);
    const [solution] = (await callApi('GET', 'solution/page')).body.data.list;
    expect((await pos({ position: 'featuredNews', entries: [{ itemId: solution.id }] })).body.msg).toBe(translate('en', 'Content.notNews'));
    expect((await pos({ position: 'sidebar', entries: [] })).status).toBe(400);
  });
});
