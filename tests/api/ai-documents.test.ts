import { eq } from 'drizzle-orm';
import { aiDocumentPassages, files } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { millCertificatePdf } from '../fixtures/mill-certificate';
import { download, pdfChunks, smallPng, upload } from './files-helpers';
import { fileTestContext, localProvider } from './files-providers';

/** Issue 36 behaviour 4: a document uploaded through the file service, read into passages and asked about. */
const ctx = fileTestContext(localProvider);

const save = (token: string | undefined, fileId: string, lang: 'zh' | 'en' = 'en') => callApi('POST', 'ai/documentSave', { token, body: { fileId }, lang });
const ask = (token: string | undefined, documentId: number, question: string, lang: 'zh' | 'en' = 'en') => callApi('POST', 'ai/documentAsk', { token, body: { documentId, question }, lang });

async function uploadCertificate(token: string) {
  const file = (await upload('attachment', { name: 'mill certificate.pdf', bytes: await millCertificatePdf() }, { token })).body.data;
  const saved = await save(token, file.id);
  expect(saved.body).toMatchObject({ code: 0, data: { name: 'mill certificate.pdf', format: 'pdf', pages: 2 } });
  return { file, doc: saved.body.data };
}

describe('ai documents', () => {
  it('reads a mill certificate and answers the impact energy quoting page 2, in both languages', async () => {
    const { doc, file } = await uploadCertificate(ctx.alice);
    expect(doc.passages).toBeGreaterThan(3);
    const passages = await ctx.handle.db.select().from(aiDocumentPassages).where(eq(aiDocumentPassages.documentId, doc.id));
    expect(passages.some((p) => p.page === 2 && p.text.includes('101 J'))).toBe(true);

    const en = await ask(ctx.alice, doc.id, 'what is the impact energy');
    expect(en.body.code).toBe(0);
    expect(en.body.data.found).toBe(true);
    expect(en.body.data.quotes[0]).toMatchObject({ page: 2 });
    expect(en.body.data.quotes[0].text).toContain('average 101 J');
    expect(en.body.data.answer).toContain('Page 2, passage');

    const zh = await ask(ctx.alice, doc.id, '冲击功是多少', 'zh');
    expect(zh.body.data.quotes[0].page).toBe(2);
    expect(zh.body.data.answer).toContain('第 2 页');
    expect((await ask(ctx.alice, doc.id, 'KV2')).body.data.quotes[0].text).toContain('KV2');

    const missing = await ask(ctx.alice, doc.id, 'what is the hardness');
    expect(missing.body.data).toMatchObject({ found: false, quotes: [] });
    expect(missing.body.data.answer).toContain('Not found in the document');
    expect(missing.body.data.answer).not.toMatch(/\d/);

    const got = await callApi('GET', 'ai/documentGet', { token: ctx.alice, query: { documentId: doc.id } });
    expect(got.body.data.answers.map((a: { question: string }) => a.question)).toEqual(['what is the impact energy', '冲击功是多少', 'KV2', 'what is the hardness']);
    const list = await callApi('GET', 'ai/documentList', { token: ctx.alice });
    expect(list.body.data.list[0]).toMatchObject({ id: doc.id, url: `/atsteel/SystemManager/fileDownload?id=${file.id}` });
    expect((await download(file.id, { token: ctx.alice })).status).toBe(200);
  });

  it("keeps a document to its uploader: another user's is 404 and its file is not theirs to read", async () => {
    const { doc, file } = await uploadCertificate(ctx.alice);
    expect((await callApi('GET', 'ai/documentGet', { token: ctx.bob, query: { documentId: doc.id } })).status).toBe(404);
    const foreign = await ask(ctx.bob, doc.id, 'impact energy', 'zh');
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('没有这份文档');
    expect((await callApi('GET', 'ai/documentList', { token: ctx.bob })).body.data.list.some((d: { id: number }) => d.id === doc.id)).toBe(false);
    expect((await download(file.id, { token: ctx.bob })).status).toBe(403);
    const bobsUpload = (await upload('attachment', { name: 'b.pdf', bytes: await millCertificatePdf() }, { token: ctx.bob })).body.data;
    expect((await save(ctx.alice, bobsUpload.id)).status).toBe(403);
  });

  it('answers signed out with -100 and bad input with 400 naming the field', async () => {
    expect((await callApi('GET', 'ai/documentList')).body.code).toBe(-100);
    expect((await save(undefined, '5d7a4a3e-0000-4000-8000-000000000000')).body.code).toBe(-100);
    expect((await ask(undefined, 1, 'impact')).body.code).toBe(-100);
    const bad = await save(ctx.alice, 'nope', 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('文件编号无效');
    expect((await ask(ctx.alice, 1, '')).body.msg).toBe('Please enter a question');
  });

  it('refuses an oversized, a too-long and an unsupported document with its reason, in both languages', async () => {
    const big = (await upload('attachment', { name: 'big.pdf', chunks: pdfChunks(11 * 1024 * 1024) }, { token: ctx.alice })).body.data;
    const tooLarge = await save(ctx.alice, big.id);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.msg).toBe('The document is larger than 10 MB, the most that is read');
    expect((await save(ctx.alice, big.id, 'zh')).body.msg).toBe('文档超过 10 MB，无法读取');

    const long = (await upload('attachment', { name: 'long.pdf', bytes: await millCertificatePdf(Array.from({ length: 51 }, (_, i) => [`Page ${i + 1}`])) }, { token: ctx.alice })).body.data;
    expect((await save(ctx.alice, long.id)).body.msg).toBe('The document has more than 50 pages, the most that are read');

    const picture = (await upload('attachment', { name: 'p.png', bytes: await smallPng() }, { token: ctx.alice })).body.data;
    const unsupported = await save(ctx.alice, picture.id, 'zh');
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.msg).toContain('不支持 Word（DOCX）');
    const [stillPending] = await ctx.handle.db.select().from(files).where(eq(files.id, picture.id));
    expect(stillPending.ownerKind).toBeNull();
  });

  it('reads a plain text file, one page per form feed', async () => {
    const text = Buffer.from('Heat No. 24A1187\nYield strength 395 MPa\f冲击功 KV2 101 J\n');
    const file = (await upload('attachment', { name: 'notes.txt', bytes: text }, { token: ctx.alice })).body.data;
    const saved = await save(ctx.alice, file.id);
    expect(saved.body.data).toMatchObject({ format: 'text', pages: 2 });
    const answer = await ask(ctx.alice, saved.body.data.id, '冲击功', 'zh');
    expect(answer.body.data.quotes).toEqual([{ page: 2, position: 1, text: '冲击功 KV2 101 J' }]);
  });
});
