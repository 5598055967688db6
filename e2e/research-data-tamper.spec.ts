import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestServer } from '../scripts/lib/server.mjs';
import { LANGS, localized, signIn, useLanguage as setLanguage } from './helpers';

/**
 * Issue 16 acceptance, last step, in a browser: "after a direct database edit of one value the
 * verification fails and the page says so". The suite's server holds its embedded database, so this
 * spec starts its own production server (same build, its own DATA_DIR and a free port), saves a record
 * and sees the detail page say "verified" in both languages, stops that server, changes one stored
 * composition value with scripts/tamper-research-data.ts (drizzle on the PGlite DATA_DIR, no endpoint),
 * starts the server again on the same DATA_DIR (same signing key) and sees the page say "verification
 * failed" naming version 1, in Chinese and English. The servers are stopped by process id in `finally`
 * (and the DATA_DIR removed when the test passed). The first server starts on a copy of the build's seeded database
 * when scripts/e2e.mjs has one (E2E_SEED_DATA_DIR), so neither start seeds.
 */

const TEXT = {
  zh: { failed: '验证失败', version: '版本 1' },
  en: { failed: 'Verification failed', version: 'version 1' },
};

/**
 * A copy of the database the build seeded (E2E_SEED_DATA_DIR, scripts/e2e.mjs), so this server need not seed its own;
 * undefined without one (the server then migrates and seeds a new DATA_DIR).
 */
function seededCopy(): string | undefined {
  const seeded = process.env.E2E_SEED_DATA_DIR;
  if (!seeded || !fs.existsSync(path.join(seeded, 'pglite'))) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-tamper-'));
  fs.cpSync(seeded, dir, { recursive: true });
  return dir;
}

/** A port nobody listens on now: the system's choice for a listener on port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test('a direct database edit of one stored value fails the verification on the detail page (zh, en)', async ({ browser }) => {
  // Two server starts, each migrating and seeding a fresh embedded database: about 75 s on a quiet machine, over 4 minutes
  // when the other worker's journeys and a test run share the two cores.
  test.setTimeout(480_000);
  const started = Date.now();
  const port = await freePort();
  let server = await startTestServer({ port, dataDir: seededCopy(), env: { DATABASE_URL: '', TRUSTED_PROXIES: '127.0.0.1,::1' } });
  const dataDir = server.dataDir;
  let passed = false;
  try {
    const baseURL = server.base;
    const context = await browser.newContext({ baseURL });
    await signIn(context, context.request, baseURL, 'demo_admin');

    // The owner saves a record with a data file (the editor itself is exercised by research-data.spec.ts).
    const uploaded = await (
      await context.request.post('/atsteel/SystemManager/fileUpload?kind=attachment', { multipart: { file: { name: 'tamper.csv', mimeType: 'text/csv', buffer: Buffer.from('specimen,Rm_MPa\nT1,520\n') } } })
    ).json();
    expect(uploaded.code, uploaded.msg).toBe(0);
    const saved = await (
      await context.request.post('/atsteel/researchData/save', {
        data: { dataName: `E2E tamper ${Date.now() % 1e7}`, materialName: 'Q355B', experimentType: 'tensile', composition: [{ element: 'C', value: 0.18 }], fileIds: [uploaded.data.id] },
      })
    ).json();
    expect(saved.code, saved.msg).toBe(0);
    const id = saved.data.id as number;

    const page = await context.newPage();
    for (const lang of LANGS) {
      await setLanguage(context, lang, baseURL);
      await page.goto(localized(`/allServer/${id}`, lang));
      await expect(page.getByTestId('rd-verified')).toBeVisible();
      await expect(page.getByTestId('rd-composition-table')).toContainText('0.18');
    }
    await page.close();

    // Stop the server, edit one value in its database directly, start it again on the same DATA_DIR.
    await server.stop();
    const edit = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/tamper-research-data.ts', dataDir, String(id), '0.25'], { encoding: 'utf8' });
    expect(JSON.parse(edit.trim().split('\n').pop()!)).toMatchObject({ id, before: [{ element: 'C', value: 0.18 }], after: [{ element: 'C', value: 0.25 }] });
    server = await startTestServer({ port, dataDir, env: { DATABASE_URL: '', TRUSTED_PROXIES: '127.0.0.1,::1' } });

    const after = await context.newPage();
    for (const lang of LANGS) {
      await setLanguage(context, lang, baseURL);
      await after.goto(localized(`/allServer/${id}`, lang));
      const failed = after.getByTestId('rd-verification-failed');
      await expect(failed).toContainText(TEXT[lang].failed);
      await expect(failed).toContainText(TEXT[lang].version);
      await expect(after.getByTestId('rd-verified')).toHaveCount(0);
      await expect(after.getByTestId('rd-composition-table')).toContainText('0.25');
    }
    await context.close();
    test.info().annotations.push({ type: 'duration', description: `${Math.round((Date.now() - started) / 1000)} s` });
    console.log(`[tamper] ${Math.round((Date.now() - started) / 1000)} s`);
    passed = true;
  } finally {
    await server.stop();
    // Kept on failure for its server.log.
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
