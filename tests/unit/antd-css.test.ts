import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { antdCssFiles, memberStylesheet } from '../../scripts/lib/antd-css-split.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(): string[] {
  const out: string[] = [];
  for (const folder of ['app', 'components', 'lib']) {
    for (const file of fs.readdirSync(path.join(root, folder), { recursive: true })) {
      const name = String(file);
      if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path.join(folder, name));
    }
  }
  return out;
}

describe('antd styles per component (styles/antd)', () => {
  it('is what scripts/antd-css.mjs makes from the installed antd (run npm run antd:css)', () => {
    const expected = antdCssFiles(root) as Map<string, string>;
    const dir = path.join(root, 'styles/antd');
    expect(fs.readdirSync(dir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).toBe(text);
  });

  it('every file that imports an antd component imports its stylesheet', () => {
    const missing: string[] = [];
    for (const file of sourceFiles()) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ') || !/^[A-Z]/.test(name)) continue;
          const sheet = memberStylesheet(name);
          if (sheet && !text.includes(`import '@/styles/antd/${sheet}';`)) missing.push(`${file}: ${name} → import '@/styles/antd/${sheet}'`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('no page loads the whole antd.css', () => {
    const whole = sourceFiles().filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('antd/dist/antd.css'));
    expect(whole).toEqual([]);
  });
});
