#!/usr/bin/env node
// `node scripts/profile-report.mjs <folder>`: where the server's CPU went per bench target. Reads the main-thread
// profile that `BENCH_CPU_PROF=<folder> npm run bench` wrote (node --cpu-prof, the largest .cpuprofile of the folder)
// and targets.json (each target's measured seconds on the same monotonic clock), and prints, per target, the
// self time by where the code lives: the app's server chunks, Next's compiled renderer, Next's server, React,
// drizzle, antd, Node's internals, garbage collection, idle (docs/PERFORMANCE.md).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/profile-report.mjs <folder of BENCH_CPU_PROF>');
  process.exit(2);
}
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
const main = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
const windows = JSON.parse(fs.readFileSync(path.join(dir, 'targets.json'), 'utf8'));
const profile = JSON.parse(fs.readFileSync(main, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));

/** Where a frame's code lives. */
function area(frame) {
  const url = frame.url || '';
  if (!url) return frame.functionName || '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/)?([^/]+)?/);
  if (pkg) return pkg[1] === 'next' ? `next/${pkg[2] ?? ''}` : pkg[1];
  if (url.includes('.next/server/chunks/ssr')) return 'app (page chunks)';
  if (url.includes('.next/server')) {
    if (/drizzle-orm/.test(url)) return 'drizzle-orm';
    if (/antd|ant-design|rc-/.test(url)) return 'antd';
    return 'app (server chunks)';
  }
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
}

let t = profile.startTime;
const samples = profile.samples.map((id, i) => {
  t += profile.timeDeltas[i] ?? 0;
  return { id, at: t, dt: profile.timeDeltas[i + 1] ?? 0 };
});
for (const w of windows) {
  const by = new Map();
  let total = 0;
  for (const s of samples) {
    if (s.at < w.fromUs || s.at > w.toUs) continue;
    const key = area(nodes.get(s.id).callFrame);
    by.set(key, (by.get(key) ?? 0) + s.dt);
    total += s.dt;
  }
  const busy = total - (by.get('(idle)') ?? 0);
  console.log(`\n${w.target}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
  for (const [key, us] of [...by].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${((100 * us) / (busy || 1)).toFixed(1).padStart(5)} %  ${key}`);
  }
}
