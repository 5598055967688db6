#!/usr/bin/env node
// The npm registry reachable from our build machines lacks some platform-specific optional
// packages (e.g. @next/swc-darwin-arm64 for the Next version we use). `npm install` then leaves
// them out of package-lock.json and `npm ci` refuses the lock file ("Missing: … from lock file").
// This script adds an entry for every optional dependency the lock names but lacks, with the
// platform fields (os, cpu, libc) read from the registry, so npm ci skips them on other
// platforms and fetches them by version where they apply. Run it after changing dependencies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const wanted = new Map();
for (const meta of Object.values(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (!packages[`node_modules/${name}`]) wanted.set(name, version);
  }
}
for (const [name, version] of wanted) {
  let info = {};
  try {
    info = JSON.parse(execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', 'license', '--json'], { encoding: 'utf8' }) || '{}');
  } catch {
    console.warn(`could not read ${name} from the registry; adding it without platform fields`);
  }
  const entry = { version, optional: true };
  for (const key of ['cpu', 'os', 'libc']) if (info[key]) entry[key] = [].concat(info[key]);
  if (info.license) entry.license = info.license;
  packages[`node_modules/${name}`] = entry;
  console.log(`added ${name}@${version}`);
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(wanted.size ? `${wanted.size} entries added` : 'package-lock.json already names every optional dependency');
