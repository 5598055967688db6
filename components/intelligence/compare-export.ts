import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import { request } from '@/lib/api/client';
import { toCsv, type Cell } from '@/lib/export/table';
import type { MaterialFamily } from '@/lib/materials/family-names';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** CSV is written in the browser from the rows on screen (lib/intelligence/export.ts comparisonRows). */
export function downloadCsv(rows: Cell[][], name: string) {
  download(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}

/** Excel is written on the server (comparisonBoard/exportExcel, material:export); failures are toasted by the client. */
export async function downloadXlsx(type: MaterialFamily, ids: string[], name: string, thickness?: number | null) {
  try {
    download(await request(intelligenceCalls.exportExcel, { type, ids, ...(thickness ? { thickness } : {}) }), `${name}.xlsx`);
  } catch {
    // Already shown (toast or sign-in redirect) by lib/api/client.ts.
  }
}
