import type { CallInput } from '@/lib/route';
import { libraryCalls as calls } from './calls/library';
import { request } from './client';

/**
 * The browser's calls of the technical library (lib/library/contract.ts; types from there). An order
 * sends an Idempotency-Key made once per "place order" intention (components/payments/idempotency-key.ts).
 */
type In<C> = CallInput<C>;

export const libraryApi = {
  getFileDownload: (p: In<typeof calls.getFileDownload>) => request(calls.getFileDownload, p),
  saveLibraryOrder: (body: In<typeof calls.saveLibraryOrder>, key?: string) => request(calls.saveLibraryOrder, body, key ? { headers: { 'Idempotency-Key': key } } : {}),
};

/** The address of the first-pages preview of an item (a PDF pdf.js loads). */
export function previewPath(id: number): string {
  return `/atsteel/${calls.getPreview.path}?id=${id}`;
}

/**
 * Asks for a signed link and follows it: the browser downloads the file with the session cookie.
 * Answers the link's file name once the download has started.
 */
export async function downloadItem(id: number): Promise<string> {
  const link = await libraryApi.getFileDownload({ id });
  const a = document.createElement('a');
  a.href = link.url;
  a.download = link.fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return link.fileName;
}
