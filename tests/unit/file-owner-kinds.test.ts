import fs from 'node:fs';
import path from 'node:path';
import { OWNER_KINDS, ownerHref } from '@/lib/market/file-links';
import en from '@/messages/en/market.json';
import zh from '@/messages/zh/market.json';

/**
 * Every kind of record a file can belong to has a label in both languages on "my files" (the "used by" column showed
 * internal names such as `aiDocument`, issue 48 item 4): the kinds the server code declares (`…OWNER_KIND = '…'`,
 * `ownerKind: '…'`) are all in OWNER_KINDS, and every link points to a screen the portal has.
 */
function declaredKinds(dir: string): string[] {
  const out: string[] = [];
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/OWNER_KIND\s*=\s*'([A-Za-z]+)'|ownerKind:\s*'([A-Za-z]+)'/g)) out.push(m[1] ?? m[2]);
  }
  return [...new Set(out)].sort();
}

describe('file owner kinds', () => {
  it('knows every kind the server declares, with a label in both languages', () => {
    const kinds = declaredKinds(path.join(process.cwd(), 'lib/server'));
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds.filter((k) => !(OWNER_KINDS as readonly string[]).includes(k))).toEqual([]);
    for (const k of OWNER_KINDS) {
      expect((en.files.ownerKinds as Record<string, string>)[k], `en ${k}`).toBeTruthy();
      expect((zh.files.ownerKinds as Record<string, string>)[k], `zh ${k}`).toBeTruthy();
    }
  });

  it('links only to screens the portal has (a page under app/[locale], dynamic segments included)', () => {
    const hasPage = (href: string): boolean => {
      let dir = path.join(process.cwd(), 'app/[locale]');
      for (const segment of href.split('?')[0].split('/').filter(Boolean)) {
        const entries = fs.readdirSync(dir);
        const next = entries.includes(segment) ? segment : entries.find((e) => /^\[[^.]/.test(e));
        if (!next) return false;
        dir = path.join(dir, next);
      }
      return fs.existsSync(path.join(dir, 'page.tsx'));
    };
    for (const k of OWNER_KINDS) {
      const href = ownerHref(k, 1, 1);
      if (href) expect(hasPage(href), `${k} → ${href}`).toBe(true);
    }
  });
});
