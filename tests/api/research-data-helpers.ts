import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { companies, reviewItems } from '@/lib/server/db/schema';
import { callApi } from '../helpers/api';
import { CSV, upload } from './files-helpers';

/** Shared steps of the R&D data endpoint tests (issue 16). */

export function setProvenanceKeyFile(): void {
  process.env.PROVENANCE_KEY_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-rd-key-')), 'key.pem');
}

export async function newCompany(handle: DatabaseHandle, name: string): Promise<number> {
  const [row] = await handle.db.insert(companies).values({ name }).returning({ id: companies.id });
  return row.id;
}

export async function uploadCsv(token: string, name = 'tensile.csv'): Promise<string> {
  const res = await upload('attachment', { name, bytes: CSV(3), type: 'text/csv' }, { token });
  if (res.body.code !== 0) throw new Error(`upload failed: ${res.body.msg}`);
  return res.body.data.id as string;
}

export const recordBody = (dataName: string, fileIds: string[]) => ({
  dataName,
  materialName: 'Q355B (demo)',
  project: 'Demo project',
  dataSource: 'Demo measurements',
  experimentType: 'tensile',
  composition: [
    { element: 'C', value: 0.18 },
    { element: 'Mn', value: 1.4 },
  ],
  performance: [
    { property: 'Yield strength', unit: 'MPa', kind: 'range', min: 355, max: 420 },
    { property: 'Elongation', unit: '%', kind: 'typical', value: 22 },
  ],
  process: 'Hot rolled',
  fileIds,
});

export async function saveRecord(token: string, dataName: string, fileIds: string[], draft = false): Promise<number> {
  const res = await callApi('POST', draft ? 'researchData/saveDraft' : 'researchData/save', { token, body: recordBody(dataName, fileIds) });
  if (res.body.code !== 0) throw new Error(`save failed: ${res.body.msg}`);
  return res.body.data.id as number;
}

/** The public administrator approves the record's publication through the shared audit calls. */
export async function approvePublication(handle: DatabaseHandle, adminToken: string, recordId: number): Promise<void> {
  const [item] = await handle.db.select().from(reviewItems).where(eq(reviewItems.subjectId, recordId));
  const items = [item].filter((i) => i?.kind === 'researchData');
  if (!items.length) throw new Error('no review item');
  const start = await callApi('POST', 'audit/start', { token: adminToken, body: { id: items[0].id } });
  if (start.body.code !== 0) throw new Error(`start failed: ${start.body.msg}`);
  const audit = await callApi('POST', 'audit/audit', { token: adminToken, body: { id: items[0].id, decision: 'approve' } });
  if (audit.body.code !== 0) throw new Error(`approve failed: ${audit.body.msg}`);
}
