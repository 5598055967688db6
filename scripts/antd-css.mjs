#!/usr/bin/env node
// `npm run antd:css`: splits antd's static stylesheet (antd/dist/antd.css, the zeroRuntime CSS)
// into one file per component under styles/antd/, so a page loads only the styles of the antd
// components its modules import. Each file @imports the files of the antd components it renders
// inside (Table → Pagination, Dropdown, Checkbox…, read from antd's own import graph);
// styles/antd/base.css holds what every antd element needs (icons, motion, links, keyframes).
// The theme's CSS variables come at run time from ConfigProvider, so the pre-baked
// `.css-var-_R_…` token blocks of antd.css (which match no element of this app) are left out.
// `--check` fails when the files differ from what the installed antd produces (tests run it).
import fs from 'node:fs';
import path from 'node:path';
import { antdCssFiles } from './lib/antd-css-split.mjs';

const outDir = path.resolve('styles/antd');
const files = antdCssFiles(process.cwd());
if (process.argv.includes('--check')) {
  const stale = [...files].filter(([name, text]) => !fs.existsSync(path.join(outDir, name)) || fs.readFileSync(path.join(outDir, name), 'utf8') !== text);
  const extra = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((f) => !files.has(f)) : [];
  if (stale.length || extra.length) {
    console.error(`styles/antd is stale (${[...stale.map(([n]) => n), ...extra].join(', ')}): run npm run antd:css`);
    process.exit(1);
  }
  console.log('styles/antd is up to date');
} else {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, text] of files) fs.writeFileSync(path.join(outDir, name), text);
  console.log(`wrote ${files.size} files to styles/antd`);
}
