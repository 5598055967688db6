import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'styles', 'public', 'drizzle', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'global.d.ts'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale(root = process.cwd()) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(path.join(root, entry)) > built);
}

/** Runs `next build` when the production build is missing or stale. */
export function buildIfNeeded(root = process.cwd()) {
  if (!buildIsStale(root)) return;
  console.log('[atsteel] building the production bundle (next build)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[atsteel] next build failed');
    process.exit(result.status ?? 1);
  }
}
