import { eq } from 'drizzle-orm';
import { aiDocumentAnswers, aiDocumentPassages, aiDocuments, files } from '@/lib/server/db/schema';
import { removeExpiredFiles } from '@/lib/server/files/cleanup';
import { importMaterials } from '@/lib/server/materials/importer';
import { callApi } from '../helpers/api';
import { MILL_CERTIFICATE_LINES, millCertificateDocx, millCertificatePdf, tableCertificateDocx, tableCertificatePdf } from '../fixtures/mill-certificate';
import { officeBomb, selfReferencingPdf } from '../fixtures/hostile-documents';
import { download, pdfChunks, smallPng, upload } from './files-helpers';
import { fileTestContext, localProvider } from './files-providers';

/** Issue 36 behaviour 4: a document uploaded through the file service, read into passages and asked about. */
const ctx = fileTestContext(localProvider);
// The grades a certificate is checked against (runs after the context's own set-up).
beforeAll(() => importMaterials(ctx.handle.db, ['compiled_steel_grades']), 120_000);

const save = (token: string | undefined, fileId: string, lang: 'zh' | 'en' = 'en') => callApi('POST', 'ai/documentSave', { token, body: { fileId }, lang });
const ask = (token: string | undefined, documentId: number, question: string, lang: 'zh' | 'en' = 'en') => callApi('POST', 'ai/documentAsk', { token, body: { documentId, question }, lang });
const del = (token: string | undefined, documentId: unknown, lang: 'zh' | 'en' = 'en') => callApi('POST', 'ai/documentsDel', { token, body: { documentId }, lang });

async function uploadSaved(token: string, name: string, bytes: Uint8Array) {
  const file = (await upload('attachment', { name, bytes }, { token })).body.data;
  return { file, saved: await save(token, file.id) };
}

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
    expect(unsupported.body.msg).toBe('只能读取 PDF、Word（DOCX）和纯文本（TXT）文档');
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

  it('reads a Word DOCX, its table rows as passages and its parts split at manual page breaks', async () => {
    const { file, saved } = await uploadSaved(ctx.alice, 'certificate.docx', await millCertificateDocx());
    expect(file.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(saved.body).toMatchObject({ code: 0, data: { format: 'docx', pages: 2 } });
    const doc = saved.body.data;
    const en = await ask(ctx.alice, doc.id, 'what is the impact energy');
    expect(en.body.data.found).toBe(true);
    expect(en.body.data.quotes[0]).toMatchObject({ page: 2, text: 'Impact energy KV2 at 20 C | 98 / 104 / 101 J | average 101 J' });
    expect(en.body.data.answer).toContain('Part 2, passage');
    const zh = await ask(ctx.alice, doc.id, '冲击功是多少', 'zh');
    expect(zh.body.data.answer).toContain('第 2 部分');
    // The table's heading row has no number, so it stays with the first row of values.
    expect((await ask(ctx.alice, doc.id, 'yield strength')).body.data.quotes[0].text).toBe('Test | Result Yield strength ReH | 395 MPa');
  });

  it('refuses a damaged DOCX with its reason in both languages and stores nothing of it', async () => {
    const before = (await ctx.handle.db.select().from(aiDocuments)).length;
    const broken = await uploadSaved(ctx.alice, 'broken.docx', await millCertificateDocx({ document: '<w:document><w:body><w:p>' }));
    expect(broken.saved.status).toBe(400);
    expect(broken.saved.body).toMatchObject({ code: -1, msg: 'The Word document could not be read: it is damaged or not a DOCX file (an old .doc must be saved as .docx first)' });
    expect((await save(ctx.alice, broken.file.id, 'zh')).body.msg).toBe('无法读取 Word 文档：文件已损坏或不是 DOCX 文件（旧版 DOC 文件请先另存为 DOCX）');
    const renamed = await uploadSaved(ctx.alice, 'old.docx', Buffer.from('not a zip at all, 1 2 3'));
    expect(renamed.saved.status).toBe(400);
    expect(renamed.saved.body.msg).toContain('DOCX');
    expect((await ctx.handle.db.select().from(aiDocuments)).length).toBe(before);
    const [pending] = await ctx.handle.db.select().from(files).where(eq(files.id, broken.file.id));
    expect(pending.ownerKind).toBeNull();
  });

  it('refuses a PDF whose page tree points to itself with its reason in both languages, logs pdf.js\'s message and stores nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const before = (await ctx.handle.db.select().from(aiDocuments)).length;
    const { file, saved } = await uploadSaved(ctx.alice, 'loop.pdf', selfReferencingPdf());
    expect(file.mime).toBe('application/pdf');
    expect([saved.status, saved.body.code, saved.body.msg]).toEqual([400, -1, 'The PDF cannot be read: its structure is damaged (for example a page tree that refers to itself or a broken cross-reference table)']);
    expect((await save(ctx.alice, file.id, 'zh')).body.msg).toBe('无法读取该 PDF：文件结构已损坏（例如页面树指向自身或交叉引用表损坏）');
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('"document_unreadable"'));
    expect(JSON.parse(lines[0])).toMatchObject({ format: 'pdf', reason: 'pdfDamaged', parser: 'UnknownErrorException: Pages tree contains circular reference.' });
    expect(error.mock.calls.some((c) => String(c[0]).includes('server_error'))).toBe(false);
    expect((await ctx.handle.db.select().from(aiDocuments)).length).toBe(before);
    warn.mockRestore();
    error.mockRestore();
  });

  it('refuses a DOCX zip bomb with its reason, before inflating it when its sizes are declared and while inflating when they lie', async () => {
    // About 130 KB that would unpack to 128 MB.
    const bomb = await uploadSaved(ctx.alice, 'bomb.docx', await officeBomb('word/document.xml', 128 * 1024 * 1024));
    expect(bomb.file.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect([bomb.saved.status, bomb.saved.body.msg]).toEqual([400, 'The file cannot be read: unpacked it would be larger than 64 MB']);
    expect((await save(ctx.alice, bomb.file.id, 'zh')).body.msg).toBe('无法读取该文件：解压后将超过 64 MB');
    const lying = await uploadSaved(ctx.alice, 'lying.docx', await officeBomb('word/document.xml', 60 * 1024 * 1024, 2048));
    expect([lying.saved.status, lying.saved.body.msg]).toEqual([400, 'The file cannot be read: a part of it unpacks to more than 200 times its packed size, which no real document does']);
  });

  it("deletes the caller's document with its passages, answers and file; another user's is 404", async () => {
    const { doc, file } = await uploadCertificate(ctx.alice);
    await ask(ctx.alice, doc.id, 'impact energy');
    expect((await del(ctx.bob, doc.id, 'zh')).body).toMatchObject({ code: -1, msg: '没有这份文档' });
    expect((await del(undefined, doc.id)).body.code).toBe(-100);
    const bad = await del(ctx.alice, 'x', 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(-1);

    const gone = await del(ctx.alice, doc.id);
    expect(gone.body).toEqual(expect.objectContaining({ code: 0, data: { id: doc.id } }));
    expect((await callApi('GET', 'ai/documentGet', { token: ctx.alice, query: { documentId: doc.id } })).status).toBe(404);
    expect(await ctx.handle.db.select().from(aiDocumentPassages).where(eq(aiDocumentPassages.documentId, doc.id))).toEqual([]);
    expect(await ctx.handle.db.select().from(aiDocumentAnswers).where(eq(aiDocumentAnswers.documentId, doc.id))).toEqual([]);
    const [detached] = await ctx.handle.db.select().from(files).where(eq(files.id, file.id));
    expect(detached).toMatchObject({ ownerKind: null, ownerId: null });
    expect((await download(file.id, { token: ctx.alice })).status).not.toBe(200);
    await removeExpiredFiles(ctx.handle.db, ctx.provider.storage, new Date(Date.now() + 1000));
    expect(await ctx.handle.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect((await del(ctx.alice, doc.id)).status).toBe(404);
  });

  it('checks a mill certificate against the grade in the database and flags a value below the minimum', async () => {
    const lines = MILL_CERTIFICATE_LINES.map((page) => page.map((l) => l.replace('ReH 395 MPa', 'ReH 330 MPa')));
    const doc = (await uploadSaved(ctx.alice, 'low yield.pdf', await millCertificatePdf(lines))).saved.body.data;
    const en = await ask(ctx.alice, doc.id, 'Does this certificate meet Q355B?');
    expect(en.body.code).toBe(0);
    const check = en.body.data.check;
    expect(check).toMatchObject({ grade: 'Q355B', standard: 'GB/T 1591-2018', dataset: 'compiled_steel_grades', thickness: 20 });
    expect(check.href).toMatch(/^\/mind\/seeDetail\?id=\d+$|\?id=/);
    const row = (q: string) => check.rows.find((r: { quantity: string }) => r.quantity === q);
    expect(row('yield')).toMatchObject({ value: 330, page: 1, result: 'fail', requirement: { min: 345, thickness: '>16-40' } });
    expect(row('tensile')).toMatchObject({ value: 528, result: 'pass', requirement: { min: 470, max: 630 } });
    expect(row('elongation')).toMatchObject({ value: 26, result: 'unknown', reason: 'noRequirement', requirement: null });
    expect(row('impact')).toMatchObject({ value: 101, basis: 'average', temperature: 20, page: 2, result: 'pass', requirement: { min: 34, temperature: 20 } });
    expect(row('C')).toMatchObject({ value: 0.16, result: 'pass', requirement: { max: 0.24, raw: '<=0.24' } });
    expect(en.body.data.answer).toContain('FAILS ≥ 345 MPa');
    expect(en.body.data.quotes.some((q: { page: number; text: string }) => q.page === 1 && q.text.includes('ReH 330 MPa'))).toBe(true);

    const zh = await ask(ctx.alice, doc.id, '这份质保书是否符合 Q355B', 'zh');
    expect(zh.body.data.answer).toContain('1 项不合格');
    expect(zh.body.data.answer).toContain('屈服强度：330 MPa（第 1 页，第');

    const stored = await callApi('GET', 'ai/documentGet', { token: ctx.alice, query: { documentId: doc.id } });
    expect(stored.body.data.answers[0].check.rows.length).toBe(check.rows.length);
  });

  it('checks a DOCX certificate against the grade it names, and says so when the grade is not in the database', async () => {
    const doc = (await uploadSaved(ctx.alice, 'ok.docx', await millCertificateDocx())).saved.body.data;
    const ok = await ask(ctx.alice, doc.id, "Does this certificate meet its grade's requirements?");
    expect(ok.body.data.check.grade).toBe('Q355B');
    expect(ok.body.data.check.rows.filter((r: { result: string }) => r.result === 'fail')).toEqual([]);
    expect(ok.body.data.answer).toContain('Part 2, passage');
    const unknown = await ask(ctx.alice, doc.id, '这份质保书是否符合 XQ999Z', 'zh');
    expect(unknown.body.data).toMatchObject({ found: false, check: null, quotes: [] });
    expect(unknown.body.data.answer).toBe('数据库中没有 XQ999Z，无法核对其要求。');
    const nameless = (await uploadSaved(ctx.alice, 'n.txt', Buffer.from('Yield strength 395 MPa\n'))).saved.body.data;
    expect((await ask(ctx.alice, nameless.id, 'does it meet the requirements?')).body.data.answer).toContain('No grade the database holds was found');
  });

  it('reads a PDF laid out as mills write them as its DOCX twin: the composition table checked in both, the heat number quoted as the file has it (issue 47)', async () => {
    const pdf = (await uploadSaved(ctx.alice, 'table.pdf', await tableCertificatePdf())).saved.body.data;
    const docx = (await uploadSaved(ctx.alice, 'table.docx', await tableCertificateDocx())).saved.body.data;
    const passages = await ctx.handle.db.select().from(aiDocumentPassages).where(eq(aiDocumentPassages.documentId, pdf.id));
    expect(passages.some((p) => p.text.includes('Heat No. 26A1187'))).toBe(true);
    expect(passages.some((p) => /26 A|A 1187/.test(p.text))).toBe(false);
    const heat = await ask(ctx.alice, pdf.id, 'heat number');
    expect(heat.body.data.quotes[0].text).toContain('26A1187');
    const rows = async (id: number, lang: 'zh' | 'en') => {
      const res = await ask(ctx.alice, id, lang === 'en' ? 'Does this certificate meet Q355B?' : '这份质保书是否符合 Q355B', lang);
      return res.body.data as { answer: string; check: { rows: { quantity: string; value: number; result: string; requirement: { thickness: string | null } | null }[] } };
    };
    for (const lang of ['en', 'zh'] as const) {
      const a = await rows(pdf.id, lang);
      const b = await rows(docx.id, lang);
      const composition = (r: typeof a) => r.check.rows.filter((x) => /^[A-Z][a-z]?$/.test(x.quantity)).map((x) => [x.quantity, x.value, x.result]);
      expect(composition(a)).toEqual([['C', 0.16, 'pass'], ['Si', 0.32, 'pass'], ['Mn', 1.42, 'pass'], ['P', 0.018, 'pass'], ['S', 0.006, 'pass']]);
      expect(composition(b)).toEqual(composition(a));
      for (const r of [...a.check.rows, ...b.check.rows]) expect(r.requirement?.thickness ?? '').not.toMatch(/mm/);
      expect(a.answer).not.toMatch(/mm mm/);
    }
  });
});
