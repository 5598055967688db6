#!/usr/bin/env node
// Peak memory of the production server while five 50 MB uploads run at once (docs/FILES.md).
// `node scripts/files-rss.mjs [--s3] [--port=3401]`: starts the built server on its own port and
// DATA_DIR (with --s3, also a local s3rver and STORAGE_PROVIDER=s3), signs in demo_user, sends the
// five uploads as streamed multipart bodies and samples the resident memory of the server's
// processes every 20 ms (/proc, Linux).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from './lib/server.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const useS3 = process.argv.includes('--s3');
const port = Number(arg('port', 3401));
const SIZE = 50 * 1024 * 1024;

async function startS3() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-s3-'));
  const script = `const S3rver = require('s3rver'); new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: 'atsteel-files' }] }).run().then(({ port }) => console.log('PORT ' + port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const s3Port = await new Promise((resolve) => child.stdout.on('data', (d) => { const m = /PORT (\d+)/.exec(String(d)); if (m) resolve(Number(m[1])); }));
  return { endpoint: `http://127.0.0.1:${s3Port}`, stop: () => { child.kill(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

/** Resident memory (kB) of a process and its descendants. */
function rssKb(pid) {
  let total = 0;
  const walk = (p) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        for (const child of fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) walk(Number(child));
      }
    } catch { /* gone */ }
  };
  walk(pid);
  return total;
}

async function* multipart(boundary) {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const block = Buffer.alloc(1024 * 1024, 0x20);
  let left = SIZE - 9;
  while (left > 0) { const n = Math.min(left, block.length); yield block.subarray(0, n); left -= n; }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

const s3 = useS3 ? await startS3() : null;
const env = s3 ? { STORAGE_PROVIDER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'atsteel-files', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true', DATABASE_URL: '' } : { DATABASE_URL: '' };
const server = await startTestServer({ port, env });
try {
  const login = await fetch(`${server.base}/atsteel/loginCustom/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'demo_user', password: 'Demo1234' }) });
  const token = (await login.json()).data.token;
  await new Promise((r) => setTimeout(r, 2000));
  const baseline = rssKb(server.pid);
  let peak = baseline;
  const timer = setInterval(() => { peak = Math.max(peak, rssKb(server.pid)); }, 20);
  const started = Date.now();
  const answers = await Promise.all([1, 2, 3, 4, 5].map(async () => {
    const boundary = `----rss${Math.random().toString(16).slice(2)}`;
    const res = await fetch(`${server.base}/atsteel/SystemManager/fileUpload?kind=attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: ReadableStream.from(multipart(boundary)),
      duplex: 'half',
    });
    return res.json();
  }));
  clearInterval(timer);
  const ok = answers.filter((a) => a.code === 0 && a.data.size === SIZE).length;
  console.log(`${useS3 ? 'S3 (s3rver)' : 'local disk'}: ${ok}/5 uploads of 50 MB in ${Date.now() - started} ms; server RSS ${Math.round(baseline / 1024)} MB before, peak ${Math.round(peak / 1024)} MB (+${Math.round((peak - baseline) / 1024)} MB)`);
  if (ok !== 5) console.log(JSON.stringify(answers).slice(0, 500));
} finally {
  await server.stop();
  s3?.stop();
}
