import { eq } from 'drizzle-orm';
import { files } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { CSV, download, smallJpeg, smallPng, upload } from './files-helpers';
import { fileTestContext, localProvider } from './files-providers';

/** The first area on the file service: the profile picture of /my/info (myData/saveAvatar). */
const ctx = fileTestContext(localProvider);

const save = (token: string, fileId: string | null, lang: 'zh' | 'en' = 'en') => callApi('POST', 'myData/saveAvatar', { token, body: { fileId }, lang });

describe('myData/saveAvatar', () => {
  it('makes an uploaded image the avatar, readable by its owner only, and replaces it', async () => {
    const first = (await upload('image', { name: 'me.png', bytes: await smallPng() }, { token: ctx.alice })).body.data;
    expect((await save(ctx.alice, first.id)).body.data.avatar).toMatchObject({ id: first.id, name: 'me.png' });
    expect((await callApi('GET', 'getUserInfo', { token: ctx.alice })).body.data.avatar).toMatchObject({ id: first.id, url: `/atsteel/SystemManager/fileDownload?id=${first.id}` });
    expect((await download(first.id, { token: ctx.alice })).status).toBe(200);
    expect((await download(first.id, { token: ctx.bob })).status).toBe(403);

    const second = (await upload('image', { name: 'me2.jpg', bytes: await smallJpeg() }, { token: ctx.alice })).body.data;
    expect((await save(ctx.alice, second.id)).body.data.avatar.id).toBe(second.id);
    const [old] = await ctx.handle.db.select().from(files).where(eq(files.id, first.id));
    expect(old.ownerKind).toBeNull();
    expect((await callApi('GET', 'getUserInfo', { token: ctx.alice })).body.data.avatar.id).toBe(second.id);

    expect((await save(ctx.alice, null)).body.data).toEqual({ avatar: null });
    expect((await callApi('GET', 'getUserInfo', { token: ctx.alice })).body.data.avatar).toBeNull();
  });

  it("refuses another user's upload, a non-image and a made-up id, in the caller's language", async () => {
    const bobs = (await upload('image', { name: 'b.png', bytes: await smallPng() }, { token: ctx.bob })).body.data;
    const denied = await save(ctx.alice, bobs.id);
    expect(denied.status).toBe(403);
    const csv = (await upload('attachment', { name: 'a.csv', bytes: CSV() }, { token: ctx.alice })).body.data;
    const wrong = await save(ctx.alice, csv.id, 'zh');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('该文件的类型不符合此处的要求');
    expect((await save(ctx.alice, 'not-a-uuid')).status).toBe(400);
    expect((await save(ctx.alice, '5d7a4a3e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await callApi('GET', 'getUserInfo', { token: ctx.alice })).body.data.avatar).toBeNull();
  });
});
