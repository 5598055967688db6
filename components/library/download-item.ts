import { libraryCalls } from '@/lib/api/calls/library';
import { request } from '@/lib/api/client';

/**
 * Asks for a signed link (library/getFileDownload) and follows it: the browser downloads the file
 * with the session cookie. Answers the link's file name once the download has started.
 */
export async function downloadItem(id: number): Promise<string> {
  const link = await request(libraryCalls.getFileDownload, { id });
  const a = document.createElement('a');
  a.href = link.url;
  a.download = link.fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return link.fileName;
}
