import JSZip from 'jszip';
import { docxPages, docxWithinUnzippedLimit } from './docx';

/** A zip of one entry of `size` zero bytes: tiny when compressed, large when expanded. */
async function zipOf(size: number): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('word/document.xml', new Uint8Array(size));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('docx unzipped-size guard', () => {
  it('passes a zip that expands within the limit', async () => {
    expect(await docxWithinUnzippedLimit(await zipOf(4_000), 5_000)).toBe(true);
  });

  it('stops a zip that expands past the limit (a "zip bomb")', async () => {
    const bytes = await zipOf(200_000);
    expect(bytes.length).toBeLessThan(2_000);
    expect(await docxWithinUnzippedLimit(bytes, 100_000)).toBe(false);
  });

  it('refuses bytes that are not a zip, and docxPages answers null for them', async () => {
    const junk = new TextEncoder().encode('not a zip at all');
    expect(await docxWithinUnzippedLimit(junk)).toBe(false);
    expect(await docxPages(junk)).toBeNull();
  });
});
