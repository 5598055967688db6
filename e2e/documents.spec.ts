import { expect, test } from '@playwright/test';
import { LANGS, registerByMobile, useLanguage } from './helpers';
import { officeBomb, selfReferencingPdf } from '../tests/fixtures/hostile-documents';

/**
 * Issue 45 items 7 and 8 against the production build: a PDF whose page tree points to itself and a
 * DOCX zip bomb (about 130 KB that would unpack to 128 MB), uploaded and read as documents, answer
 * 400 with the reason in the caller's language — never a 500. A fresh user, so the demo users'
 * upload counts stay theirs.
 */
const TEXT = {
  zh: { pdf: '无法读取该 PDF：文件结构已损坏', bomb: '无法读取该文件：解压后将超过 64 MB' },
  en: { pdf: 'The PDF cannot be read: its structure is damaged', bomb: 'The file cannot be read: unpacked it would be larger than 64 MB' },
} as const;

for (const lang of LANGS) {
  test(`refuses a self-referencing PDF and a zip bomb with a 4xx and the reason (${lang})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await useLanguage(context, lang, baseURL!);
    await registerByMobile(context, baseURL!);
    const api = context.request;
    const read = async (name: string, mimeType: string, buffer: Buffer) => {
      const uploaded = await api.post('/atsteel/SystemManager/fileUpload?kind=attachment', { multipart: { file: { name, mimeType, buffer } } });
      expect(uploaded.status()).toBe(200);
      const id = (await uploaded.json()).data.id as string;
      return api.post('/atsteel/ai/documentSave', { data: { fileId: id } });
    };

    const pdf = await read('loop.pdf', 'application/pdf', selfReferencingPdf());
    expect(pdf.status()).toBe(400);
    const pdfBody = await pdf.json();
    expect(pdfBody.code).toBe(-1);
    expect(pdfBody.msg).toContain(TEXT[lang].pdf);

    const bomb = await read('bomb.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await officeBomb('word/document.xml', 128 * 1024 * 1024));
    expect(bomb.status()).toBe(400);
    expect((await bomb.json()).msg).toBe(TEXT[lang].bomb);
    await context.close();
  });
}
