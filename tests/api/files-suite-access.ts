import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { files } from '@/lib/server/db/schema';
import { removeExpiredFiles } from '@/lib/server/files/cleanup';
import { attachFiles, detachFiles, listFiles, registerFileOwner, replaceFiles } from '@/lib/server/files/service';
import { logger } from '@/lib/server/log';
import { callApi } from '../helpers/api';
import { CSV, download, noisePng, sha256, smallPng, upload } from './files-helpers';
import type { FileTestContext } from './files-providers';
import { rebuildTestServices } from '../helpers/services';

/** A record kind of the tests: its files are readable by the user whose id is the owner id. */
registerFileOwner('testRecord', {
  fields: { docs: { kind: 'attachment' }, cover: { kind: 'image', max: 1 } },
  canDownload: async (_db, viewer, ownerId) => viewer?.id === ownerId,
});

/** Downloads (access, headers, ranges), attaching to records, deleting and the clean-up. */
export function accessChecks(ctx: FileTestContext) {
  // Each test starts without pending uploads (one user may hold 20).
  beforeEach(async () => {
    await removeExpiredFiles(ctx.handle.db, ctx.provider.storage, new Date(Date.now() + 48 * 3600_000));
  });

  const newCsv = async (token = ctx.alice, name = 'data.csv') => (await upload('attachment', { name, bytes: CSV() }, { token })).body.data.id as string;

  it('sends a download with an RFC 6266 name, nosniff, a sandbox policy and a safe type', async () => {
    const png = await smallPng();
    const id = (await upload('image', { name: encodeURIComponent('检测报告 "1".png'), encodedName: true, bytes: png }, { token: ctx.alice })).body.data.id;
    const res = await download(id, { token: ctx.alice });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `attachment; filename="____ _1_.png"; filename*=UTF-8''%E6%A3%80%E6%B5%8B%E6%8A%A5%E5%91%8A%20_1_.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
      etag: `"${sha256(png)}"`,
    });
    const csv = await download(await newCsv(), { token: ctx.alice });
    expect(csv.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('answers ranges with 206 and a range past the end with 416', async () => {
    const png = await noisePng(200 * 1024);
    const id = (await upload('image', { name: 'r.png', bytes: png }, { token: ctx.alice })).body.data.id;
    const first = await download(id, { token: ctx.alice, range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${png.length}`);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(png.subarray(0, 100));
    const tail = await download(id, { token: ctx.alice, range: 'bytes=-1000' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(png.subarray(png.length - 1000));
    const middle = await download(id, { token: ctx.alice, range: `bytes=100000-` });
    expect(middle.headers.get('content-length')).toBe(String(png.length - 100000));
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(png.subarray(100000));
    const past = await download(id, { token: ctx.alice, range: `bytes=${png.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${png.length}`);
    expect((await past.json()).code).toBe(-1);
  });

  it("refuses another user's upload with 403 and one denial log line; a visitor gets -100; unknown ids 404", async () => {
    const id = await newCsv(ctx.alice);
    const spy = vi.spyOn(logger, 'write');
    try {
      const res = await download(id, { token: ctx.bob });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe(-1);
      const denials = spy.mock.calls.filter(([, event]) => event === 'permission_denied');
      expect(denials).toHaveLength(1);
      expect(denials[0][2]).toMatchObject({ who: ctx.bobId, call: 'SystemManager/fileDownload', reason: 'Errors.noAuthority' });
    } finally {
      spy.mockRestore();
    }
    expect((await (await download(id)).json()).code).toBe(-100);
    expect((await download('5d7a4a3e-0000-4000-8000-000000000000', { token: ctx.alice })).status).toBe(404);
    expect((await download('../../etc/passwd', { token: ctx.alice })).status).toBe(400);
  });

  it('attaches to a record in a transaction: the owner rule decides downloads; a sixth attachment and a second cover are refused', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => newCsv(ctx.alice, `${i}.csv`)));
    const owner = { ownerKind: 'testRecord', ownerId: ctx.aliceId, field: 'docs', userId: ctx.aliceId };
    const attached = await ctx.handle.db.transaction((tx) => attachFiles(tx, { ...owner, fileIds: ids.slice(0, 5) }));
    expect(attached.map((f) => f.id)).toEqual(ids.slice(0, 5));
    await expect(ctx.handle.db.transaction((tx) => attachFiles(tx, { ...owner, fileIds: [ids[5]] }))).rejects.toMatchObject({ messageKey: 'Files.tooManyFiles', values: { max: 5 } });
    expect((await download(ids[0], { token: ctx.alice })).status).toBe(200);
    expect((await download(ids[0], { token: ctx.bob })).status).toBe(403);
    const covers = await Promise.all([smallPng(), smallPng()].map(async (p) => (await upload('image', { name: 'c.png', bytes: await p }, { token: ctx.alice })).body.data.id));
    const cover = { ownerKind: 'testRecord', ownerId: ctx.aliceId, field: 'cover', userId: ctx.aliceId };
    await expect(attachFiles(ctx.handle.db, { ...cover, fileIds: covers })).rejects.toMatchObject({ messageKey: 'Files.tooManyFiles', values: { max: 1 } });
    await expect(attachFiles(ctx.handle.db, { ...cover, fileIds: [ids[5]] })).rejects.toMatchObject({ messageKey: 'Files.wrongKind' });
    // Nothing of a refused attach stays attached.
    expect(await listFiles(ctx.handle.db, 'testRecord', ctx.aliceId, 'cover')).toEqual([]);
  });

  it("refuses to attach another user's upload or a file of another record", async () => {
    const bobs = await newCsv(ctx.bob);
    const owner = { ownerKind: 'testRecord', ownerId: ctx.aliceId, field: 'docs', userId: ctx.aliceId };
    await expect(replaceFiles(ctx.handle.db, { ...owner, fileIds: [bobs] })).rejects.toMatchObject({ messageKey: 'Files.notYourUpload', status: 403 });
    const mine = await newCsv(ctx.bob);
    await attachFiles(ctx.handle.db, { ownerKind: 'testRecord', ownerId: ctx.bobId, field: 'docs', userId: ctx.bobId, fileIds: [mine] });
    await expect(attachFiles(ctx.handle.db, { ownerKind: 'testRecord', ownerId: ctx.bobId + 1000, field: 'docs', userId: ctx.bobId, fileIds: [mine] })).rejects.toMatchObject({ messageKey: 'Files.notYourUpload' });
  });

  it('replaces a field in order, detaches what is dropped and the clean-up removes it with its bytes', async () => {
    const owner = { ownerKind: 'testRecord', ownerId: ctx.bobId, field: 'docs', userId: ctx.bobId };
    await detachFiles(ctx.handle.db, { ownerKind: 'testRecord', ownerId: ctx.bobId });
    const [a, b, c] = [await newCsv(ctx.bob), await newCsv(ctx.bob), await newCsv(ctx.bob)];
    await replaceFiles(ctx.handle.db, { ...owner, fileIds: [a, b] });
    const now = await replaceFiles(ctx.handle.db, { ...owner, fileIds: [c, a] });
    expect(now.map((f) => f.id)).toEqual([c, a]);
    const [dropped] = await ctx.handle.db.select().from(files).where(eq(files.id, b));
    expect(dropped.ownerKind).toBeNull();
    const before = (await ctx.provider.objects()).length;
    const result = await removeExpiredFiles(ctx.handle.db, ctx.provider.storage, new Date(Date.now() + 1000));
    expect(result.files).toBeGreaterThanOrEqual(1);
    expect(await ctx.handle.db.$count(files, eq(files.id, b))).toBe(0);
    expect(await ctx.handle.db.$count(files, eq(files.id, a))).toBe(1);
    expect((await ctx.provider.objects()).length).toBe(before - result.files);
  });

  it('expires pending uploads after a day; two clean-ups at once delete each file once; crash leftovers are swept', async () => {
    const ids = [await newCsv(), await newCsv(), await newCsv()];
    const later = new Date(Date.now() + 25 * 3600_000);
    const tempKey = await ctx.provider.storage.writeTemp(Readable.from([Buffer.from('left by a crash')]));
    const [one, two] = await Promise.all([removeExpiredFiles(ctx.handle.db, ctx.provider.storage, later), removeExpiredFiles(ctx.handle.db, ctx.provider.storage, later)]);
    expect(one.files + two.files).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(await ctx.handle.db.$count(files, eq(files.id, id))).toBe(0);
    expect(await ctx.provider.objects()).not.toContain(tempKey);
    const rows = await ctx.handle.db.select({ key: files.storageKey }).from(files);
    expect((await ctx.provider.objects()).sort()).toEqual(rows.map((r) => r.key).sort());
  });

  it('deletes only its own pending upload', async () => {
    const mine = await newCsv(ctx.alice);
    expect((await callApi('POST', 'SystemManager/fileDelete', { token: ctx.bob, body: { id: mine } })).status).toBe(403);
    expect((await callApi('POST', 'SystemManager/fileDelete', { token: ctx.alice, body: { id: mine } })).body.code).toBe(0);
    expect(await ctx.handle.db.$count(files, eq(files.id, mine))).toBe(0);
    expect((await callApi('POST', 'SystemManager/fileDelete', { token: ctx.alice, body: { id: mine } })).status).toBe(404);
    const kept = await newCsv(ctx.alice);
    await attachFiles(ctx.handle.db, { ownerKind: 'testRecord', ownerId: ctx.aliceId + 5000, field: 'docs', userId: ctx.aliceId, fileIds: [kept] });
    expect((await callApi('POST', 'SystemManager/fileDelete', { token: ctx.alice, body: { id: kept } })).status).toBe(409);
  });

  it('leaves neither row nor bytes when the storage fails while the row is written', async () => {
    const storage = ctx.provider.storage;
    rebuildTestServices({ storage: { ...storage, promote: async () => Promise.reject(new Error("disk full")) } });
    const spy = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    try {
      const [rows, objects] = [await ctx.rows(), await ctx.provider.objects()];
      const res = await upload('attachment', { name: 'x.csv', bytes: CSV() }, { token: ctx.alice });
      expect(res.status).toBe(500);
      expect(await ctx.rows()).toBe(rows);
      expect((await ctx.provider.objects()).sort()).toEqual(objects.sort());
    } finally {
      spy.mockRestore();
      rebuildTestServices({ storage: storage });
    }
  });
}
