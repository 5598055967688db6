import { eq } from 'drizzle-orm';
import { files, suggestions } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { CSV, download, smallPng, upload } from './files-helpers';
import { fileTestContext, localProvider } from './files-providers';
import { signIn } from './workflow-helpers';

/** A suggestion's optional attachment goes through the shared file service (issue 11, items 1 and 4). */
const ctx = fileTestContext(localProvider);
let service: string;
let admin: string;

beforeAll(async () => {
  service = await signIn('demo_service');
  admin = await signIn('demo_public_admin');
});

const save = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => callApi('POST', 'suggestion/save', { token, body, lang });

describe('suggestion attachments', () => {
  it('attaches the writer’s upload, shows it in both lists and lets the writer and customer service download it', async () => {
    const file = (await upload('attachment', { name: 'tensile results.csv', bytes: CSV(5) }, { token: ctx.alice })).body.data;
    const saved = await save(ctx.alice, { content: 'The Q355B curves look off; data attached.', attachmentId: file.id });
    expect(saved.body).toMatchObject({ code: 0, data: { attachment: { id: file.id, name: 'tensile results.csv', url: `/atsteel/SystemManager/fileDownload?id=${file.id}` } } });

    const own = (await callApi('GET', 'suggestion/page', { token: ctx.alice })).body.data.list;
    expect(own[0].attachment).toMatchObject({ id: file.id, name: 'tensile results.csv' });
    const all = (await callApi('GET', 'suggestion/pageAll', { token: service })).body.data.list;
    expect(all.find((r: { id: number }) => r.id === saved.body.data.id).attachment.id).toBe(file.id);

    expect((await download(file.id, { token: ctx.alice })).status).toBe(200);
    expect((await download(file.id, { token: service })).status).toBe(200);
    expect((await download(file.id, { token: ctx.bob })).status).toBe(403);
    expect((await download(file.id, { token: admin })).status).toBe(403);
    expect((await (await download(file.id)).json()).code).toBe(-100);
  });

  it('saves nothing when the attachment is another user’s, of the wrong kind or made up', async () => {
    const before = (await ctx.handle.db.select().from(suggestions).where(eq(suggestions.userId, ctx.aliceId))).length;
    const bobs = (await upload('attachment', { name: 'b.csv', bytes: CSV() }, { token: ctx.bob })).body.data;
    const denied = await save(ctx.alice, { content: 'with Bob’s file', attachmentId: bobs.id }, 'zh');
    expect(denied.status).toBe(403);

    const image = (await upload('image', { name: 'p.png', bytes: await smallPng() }, { token: ctx.alice })).body.data;
    const wrongKind = await save(ctx.alice, { content: 'with an image upload', attachmentId: image.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.msg).toBe('This file is not of the kind this field takes');

    expect((await save(ctx.alice, { content: 'made up', attachmentId: '5d7a4a3e-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await ctx.handle.db.select().from(suggestions).where(eq(suggestions.userId, ctx.aliceId))).length).toBe(before);
    const [stillPending] = await ctx.handle.db.select().from(files).where(eq(files.id, bobs.id));
    expect(stillPending.ownerKind).toBeNull();
  });

  it('attaches one file at most: the same upload cannot be attached to a second suggestion', async () => {
    const file = (await upload('attachment', { name: 'once.csv', bytes: CSV() }, { token: ctx.alice })).body.data;
    expect((await save(ctx.alice, { content: 'first', attachmentId: file.id })).body.code).toBe(0);
    const again = await save(ctx.alice, { content: 'second', attachmentId: file.id });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});
