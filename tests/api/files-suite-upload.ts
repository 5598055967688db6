import { eq } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import { KIND_RULES, MAX_PENDING_UPLOADS } from '@/lib/files/kinds';
import { files } from '@/lib/server/db/schema';
import { CSV, download, HTML, hugePng, noisePng, pdfChunks, pngHeaderHtmlBody, sha256, smallJpeg, smallPng, SVG, upload } from './files-helpers';
import { callApi } from '../helpers/api';
import type { FileTestContext } from './files-providers';

const IMAGE_MAX = KIND_RULES.image.maxBytes;
const ATTACHMENT_MAX = KIND_RULES.attachment.maxBytes;

/** Issue 11 acceptance: each hostile upload is refused or stored safely, and a refusal leaves nothing behind. */
export function uploadChecks(ctx: FileTestContext) {
  /** Runs an upload that must be refused and checks that no row and no object (temporary ones included) stayed. */
  async function refused(run: () => ReturnType<typeof upload>, status: number, key: string, values?: Record<string, string | number>) {
    const [rows, objects] = [await ctx.rows(), await ctx.provider.objects()];
    const res = await run();
    expect(res.status, res.body.msg).toBe(status);
    expect(res.body).toMatchObject({ code: -1, data: null });
    if (key) expect(res.body.msg).toBe(translate('en', key, values));
    expect(await ctx.rows()).toBe(rows);
    expect((await ctx.provider.objects()).sort()).toEqual(objects.sort());
    return res;
  }

  it('stores a PNG under a generated name with its SHA-256, type from the content and size', async () => {
    const png = await smallPng();
    const res = await upload('image', { name: 'Q355 截面.png', bytes: png, type: 'text/html' }, { token: ctx.alice });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'image', name: 'Q355 截面.png', size: png.length, mime: 'image/png', sha256: sha256(png), width: 40, height: 30 });
    const [row] = await ctx.handle.db.select().from(files).where(eq(files.id, res.body.data.id));
    expect(row.storageKey).toBe(`${row.id.slice(0, 2)}/${row.id}`);
    expect(row.provider).toBe(ctx.provider.storage.provider);
    expect(Buffer.from(await (await download(row.id, { token: ctx.alice })).arrayBuffer())).toEqual(png);
    const jpeg = await upload('image', { name: 'a.png', bytes: await smallJpeg() }, { token: ctx.alice });
    expect(jpeg.body.data.mime).toBe('image/jpeg');
  });

  it('refuses an image of 500 KB + 1 B, declared up front or found while streaming, and takes exactly 500 KB', async () => {
    const png = await noisePng(IMAGE_MAX + 4096);
    const over = png.subarray(0, IMAGE_MAX + 1);
    await refused(() => upload('image', { name: 'big.png', bytes: over }, { token: ctx.alice, declareLength: true, lang: 'en' }), 413, 'Files.tooLarge', { max: '500 KB' });
    const zh = await refused(() => upload('image', { name: 'big.png', bytes: over }, { token: ctx.alice, lang: 'zh' }), 413, '');
    expect(zh.body.msg).toBe(translate('zh', 'Files.tooLarge', { max: '500 KB' }));
    // Exactly at the limit the size passes (this truncated PNG then fails the decode instead).
    await refused(() => upload('image', { name: 'cut.png', bytes: png.subarray(0, IMAGE_MAX) }, { token: ctx.alice, lang: 'en' }), 415, 'Files.imageUnreadable');
  });

  it('refuses an attachment of 50 MB + 1 B while streaming it', async () => {
    await refused(() => upload('attachment', { name: 'huge.pdf', chunks: pdfChunks(ATTACHMENT_MAX + 1) }, { token: ctx.alice, lang: 'en' }), 413, 'Files.tooLarge', { max: '50 MB' });
  });

  it('decides the type from the content: x.php.png is stored as the PNG it is, PHP named .png is refused', async () => {
    const png = await smallPng();
    const res = await upload('image', { name: 'x.php.png', bytes: png, type: 'application/x-php' }, { token: ctx.alice });
    expect(res.body.data).toMatchObject({ name: 'x.php.png', mime: 'image/png' });
    const file = await download(res.body.data.id, { token: ctx.alice });
    expect(file.headers.get('content-type')).toBe('image/png');
    await refused(() => upload('image', { name: 'x.php.png', bytes: Buffer.from('<?php system($_GET["c"]); ?>'), type: 'image/png' }, { token: ctx.alice, lang: 'en' }), 415, 'Files.markupRefused');
    await refused(() => upload('report', { name: 'report.pdf', bytes: png, type: 'application/pdf' }, { token: ctx.alice, lang: 'en' }), 415, 'Files.typeRefused', { type: 'png' });
  });

  it('refuses a PNG header with an HTML body as an image, and serves it only as an inert download as an attachment', async () => {
    await refused(() => upload('image', { name: 'x.png', bytes: pngHeaderHtmlBody() }, { token: ctx.alice, lang: 'en' }), 415, 'Files.imageUnreadable');
    const res = await upload('attachment', { name: 'x.html', bytes: pngHeaderHtmlBody(), type: 'text/html' }, { token: ctx.alice });
    expect(res.status).toBe(200);
    const file = await download(res.body.data.id, { token: ctx.alice });
    expect(file.headers.get('content-type')).not.toMatch(/html/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses SVG and HTML as images and as attachments, whatever the name', async () => {
    for (const [kind, name, bytes, key] of [
      ['image', 'logo.svg', SVG, 'Files.markupRefused'],
      ['image', 'logo.png', SVG, 'Files.markupRefused'],
      ['attachment', 'logo.svg', SVG, 'Files.markupRefused'],
      ['attachment', 'page.csv', HTML, 'Files.markupRefused'],
      ['attachment', 'page.txt', Buffer.from(`\ufeff  ${HTML.toString()}`), 'Files.markupRefused'],
      ['attachment', 'utf16.txt', Buffer.from(`\ufeff${HTML.toString()}`, 'utf16le'), 'Files.markupRefused'],
    ] as const) {
      await refused(() => upload(kind, { name, bytes, type: 'image/svg+xml' }, { token: ctx.alice, lang: 'en' }), 415, key);
    }
  });

  it('refuses a 20,000 × 20,000 px PNG from its header, without decoding it', async () => {
    const bomb = await hugePng();
    expect(bomb.length).toBeLessThan(IMAGE_MAX);
    const started = Date.now();
    await refused(() => upload('image', { name: 'bomb.png', bytes: bomb }, { token: ctx.alice, lang: 'en' }), 413, 'Files.imageTooManyPixels', { width: 20000, height: 20000, max: 25 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cleans names with ../, NUL, CR/LF and U+202E; the stored key never comes from the name', async () => {
    const cases: [string, boolean, string][] = [
      ['../../../etc/passwd.csv', false, 'passwd.csv'],
      ['..%2F..%2Fsecret.csv', true, 'secret.csv'],
      ['a%00b.csv', true, 'ab.csv'],
      ['report%0D%0ASet-Cookie%3A%20x%3Dy.csv', true, 'reportSet-Cookie_ x=y.csv'],
      ['invoice\u202Evsc.exe', false, 'invoicevsc.exe'],
      [`${'x'.repeat(300)}.csv`, false, `${'x'.repeat(251)}.csv`],
    ];
    for (const [name, encoded, expected] of cases) {
      const res = await upload('attachment', { name, encodedName: encoded, bytes: CSV() }, { token: ctx.alice });
      expect(res.status, name).toBe(200);
      expect(res.body.data.name, name).toBe(expected);
      const [row] = await ctx.handle.db.select().from(files).where(eq(files.id, res.body.data.id));
      expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      const disposition = (await download(row.id, { token: ctx.alice })).headers.get('content-disposition')!;
      expect(disposition).not.toMatch(/[\r\n\u0000\u202e/]|\.\./);
    }
  });

  it('refuses malformed requests: no token, JSON, unknown kind, two files, extra fields, no file, an empty file', async () => {
    const png = await smallPng();
    const visitor = await upload('image', { name: 'a.png', bytes: png });
    expect(visitor.body.code).toBe(-100);
    const json = await callApi('POST', 'SystemManager/fileUpload', { token: ctx.alice, body: { kind: 'image' }, query: { kind: 'image' } });
    expect(json.status).toBe(415);
    await refused(() => upload('video', { name: 'a.png', bytes: png }, { token: ctx.alice, lang: 'en' }), 400, 'Files.unknownKind');
    await refused(() => upload('image', { name: 'a.png', bytes: png }, { token: ctx.alice, lang: 'en', extra: [{ name: 'file', filename: 'b.png', value: 'xx' }] }), 400, 'Files.oneFilePart');
    await refused(() => upload('image', { name: 'a.png', bytes: png }, { token: ctx.alice, lang: 'en', extra: [{ name: 'ownerId', value: '1' }] }), 400, 'Files.oneFilePart');
    await refused(() => upload('image', { name: 'a.png', bytes: png }, { token: ctx.alice, lang: 'en', field: 'avatar' }), 400, 'Files.oneFilePart');
    await refused(() => upload('attachment', { name: 'empty.csv', bytes: new Uint8Array() }, { token: ctx.alice, lang: 'en' }), 400, 'Files.empty');
  });

  it('leaves nothing behind when the connection drops halfway', async () => {
    await refused(() => upload('attachment', { name: 'half.pdf', chunks: pdfChunks(8 * 1024 * 1024) }, { token: ctx.alice, dropAfter: 3 * 1024 * 1024 }), 400, '');
  });

  it(`refuses a ${MAX_PENDING_UPLOADS + 1}th pending upload of one user`, async () => {
    const pending = await ctx.handle.db.$count(files, eq(files.uploaderId, ctx.bobId));
    for (let i = pending; i < MAX_PENDING_UPLOADS; i++) expect((await upload('attachment', { name: `${i}.csv`, bytes: CSV() }, { token: ctx.bob })).status).toBe(200);
    await refused(() => upload('attachment', { name: 'one-more.csv', bytes: CSV() }, { token: ctx.bob, lang: 'en' }), 429, 'Files.tooManyPending', { max: MAX_PENDING_UPLOADS });
  });
}
