import { UPLOAD_COUNT_LIMITS } from '@/lib/files/kinds';
import { countUpload } from '@/lib/server/files/upload-count';
import { MemoryRateLimiter } from '@/lib/server/ratelimit';
import { callApi } from '../helpers/api';
import { testClock } from '../helpers/services';
import { upload } from './files-helpers';
import { fileTestContext, localProvider } from './files-providers';

/** Issue 45 item 9: uploads are limited by count per user, beside the byte limits. */
const ctx = fileTestContext(localProvider);
const tiny = (i: number) => ({ name: `n${i}.txt`, bytes: new TextEncoder().encode(`note ${i}\n`) });
const del = (token: string, id: string) => callApi('POST', 'SystemManager/fileDelete', { token, body: { id } });

describe('the upload count limit', () => {
  it('refuses the 31st tiny upload-and-delete cycle of a minute with a clear 429 in both languages, per user, and allows it again a minute later', async () => {
    const perMinute = UPLOAD_COUNT_LIMITS[0].max;
    const answers: number[] = [];
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 80; i++) {
      const res = await upload('attachment', tiny(i), { token: ctx.alice, lang: 'en' });
      answers.push(res.status);
      if (res.status === 200) expect((await del(ctx.alice, res.body.data.id)).body.code).toBe(0);
      else refused ??= res;
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(perMinute);
    expect(answers.slice(perMinute).every((s) => s === 429)).toBe(true);
    expect(refused!.body.code).toBe(-1);
    expect(refused!.body.msg).toMatch(/^Too many uploads: at most 30 files in a minute; please try again in \d+ seconds$/);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const zh = await upload('attachment', tiny(99), { token: ctx.alice, lang: 'zh' });
    expect([zh.status, zh.body.msg]).toEqual([429, expect.stringMatching(/^上传过于频繁：1 分钟内最多上传 30 个文件，请 \d+ 秒后再试$/)]);
    // Nothing of a refused upload is stored.
    expect(await ctx.rows()).toBe(0);
    // Another user is not affected.
    expect((await upload('attachment', tiny(0), { token: ctx.bob })).status).toBe(200);
    testClock().advance(61_000);
    expect((await upload('attachment', tiny(0), { token: ctx.alice })).status).toBe(200);
  });

  it('also counts per hour, per user', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    const hourly = UPLOAD_COUNT_LIMITS[1];
    for (let i = 0; i < hourly.max; i++) {
      if (i % 30 === 0) now += 61_000;
      await countUpload(limiter, 7);
    }
    now += 61_000;
    const refusal = await countUpload(limiter, 7).then(() => null, (e: unknown) => e as { status: number; messageKey: string; values: Record<string, number>; headers: Record<string, string> });
    expect(refusal).toMatchObject({ status: 429, messageKey: 'Files.tooManyUploads', values: { max: 300, minutes: 60 } });
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(60);
    await expect(countUpload(limiter, 8)).resolves.toBeUndefined();
  });

  it('counts an upload refused for its content too', async () => {
    for (let i = 0; i < UPLOAD_COUNT_LIMITS[0].max; i++) expect((await upload('image', tiny(i), { token: ctx.alice })).status).toBe(415);
    expect((await upload('attachment', tiny(0), { token: ctx.alice })).status).toBe(429);
  });
});
