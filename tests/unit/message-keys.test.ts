import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from '@/lib/i18n/messages';

/**
 * Every message key the code names exists in both catalogues (issue 29 item 3), however the code
 * uses it: a full key in a string ('Auth.mobileRequired' as a zod message, an ApiError, `tAll(...)`,
 * `translate(locale, ...)`), a key under a translator's namespace (`useTranslations('Cloud')` then
 * `t('settle.title')`, `t.rich`, `getTranslations({ namespace })`, `Promise.all([getTranslations(...)])`,
 * `useLooseT('Materials')`), and the fixed prefix of a key built at run time (`t(\`stages.${s}\`)` needs
 * `stages` to be a group of messages). TypeScript checks typed literal keys already; this also covers
 * casts, loose translators and keys kept in data.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NAMESPACES = Object.keys(catalogue.zh);
const SCAN = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

type Kind = 'message' | 'group' | 'missing';
function kindOf(locale: 'zh' | 'en', key: string): Kind {
  let node: unknown = catalogue[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return 'missing';
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? 'message' : node && typeof node === 'object' ? 'group' : 'missing';
}

interface Use {
  file: string;
  line: number;
  key: string;
  /** message: must be a message; group: must be a group (a namespace or a prefix built at run time); any: either. */
  want: 'message' | 'group' | 'any';
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const literals = (expr: string) => [...expr.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`$\\]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);

/** The namespace a translator factory call names: `('X')`, `({ locale, namespace: 'X' })`, `()` → ''. */
function namespaceOf(args: string): string | null {
  const trimmed = args.trim();
  if (trimmed === '') return '';
  const named = /namespace:\s*'([^']+)'/.exec(trimmed) ?? /^'([^']+)'$/.exec(trimmed);
  if (named) return named[1];
  if (/^\{[^}]*\}$/.test(trimmed) && !/namespace/.test(trimmed)) return '';
  return null; // a variable: not known statically
}

/** Translator variables bound in a file, with the offset from which each binding holds. */
function translatorBindings(text: string): { name: string; ns: string; from: number }[] {
  const found: { name: string; ns: string; from: number }[] = [];
  const factory = /(?:loose\()?(?:await\s+)?(useTranslations|getTranslations|useLooseT)\(([^()]*)\)/;
  for (const m of text.matchAll(new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*${factory.source}`, 'g'))) {
    const ns = namespaceOf(m[3]);
    if (ns !== null) found.push({ name: m[1], ns, from: m.index });
  }
  // const [t, format, data] = await Promise.all([getTranslations('X'), getFormatter(), …])
  for (const m of text.matchAll(/(?:const|let)\s+\[([^\]]+)\]\s*=\s*await\s+Promise\.all\(\[/g)) {
    const names = m[1].split(',').map((s) => s.trim());
    let depth = 0;
    let start = m.index + m[0].length;
    const parts: string[] = [];
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth === 0) {
          parts.push(text.slice(start, i));
          break;
        }
        depth--;
      } else if (c === ',' && depth === 0) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
    parts.forEach((part, i) => {
      const call = new RegExp(`^\\s*${factory.source}\\s*$`).exec(part);
      const ns = call ? namespaceOf(call[2]) : null;
      if (call && ns !== null && names[i]) found.push({ name: names[i], ns, from: m.index });
    });
  }
  return found;
}

/** The source with its comments blanked (same offsets): a key named in a comment is not a use. */
function withoutComments(source: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[\s;{}])\/\/[^\n]*/g, (m, lead: string) => lead + blank(m.slice(lead.length)));
}

function usesIn(file: string): Use[] {
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  const rel = path.relative(ROOT, file);
  const uses: Use[] = [];
  const nsPattern = NAMESPACES.join('|');

  // 1. Full keys anywhere in the code: 'Ns.a.b' (a message, or a namespace given to a translator).
  for (const m of text.matchAll(new RegExp(`(['"\`])((?:${nsPattern})(?:\\.[A-Za-z0-9_-]+)+)\\1`, 'g'))) {
    uses.push({ file: rel, line: lineOf(text, m.index), key: m[2], want: 'any' });
  }
  // 2. Full keys built at run time: `Ns.a.${x}` needs Ns.a to be a group.
  for (const m of text.matchAll(new RegExp(`\`((?:${nsPattern})(?:\\.[A-Za-z0-9_-]+)*)\\.\\$\\{`, 'g'))) {
    uses.push({ file: rel, line: lineOf(text, m.index), key: m[1], want: 'group' });
  }
  // 3. Keys under a translator's namespace.
  const bindings = translatorBindings(text);
  for (const b of bindings) if (b.ns) uses.push({ file: rel, line: lineOf(text, b.from), key: b.ns, want: 'group' });
  for (const name of new Set(bindings.map((b) => b.name))) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w.])${name}(?:\\.(rich|markup|raw))?\\(`, 'g'))) {
      const binding = bindings.filter((b) => b.name === name && b.from <= m.index).at(-1);
      if (!binding) continue;
      // The first argument: up to the first top-level comma or the closing parenthesis.
      let depth = 0;
      let end = m.index + m[0].length;
      for (; end < text.length; end++) {
        const c = text[end];
        if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) {
          if (depth === 0) break;
          depth--;
        } else if (c === ',' && depth === 0) break;
      }
      const arg = text.slice(m.index + m[0].length, end);
      const prefix = (key: string) => (binding.ns ? `${binding.ns}.${key}` : key);
      const template = /^\s*`([A-Za-z0-9_.-]*)\$\{/.exec(arg);
      if (template) {
        // `stages.${s}` needs the group `stages`; `ui.level${n}` the group `ui`.
        const group = template[1].slice(0, Math.max(0, template[1].lastIndexOf('.')));
        if (group) uses.push({ file: rel, line: lineOf(text, m.index), key: prefix(group), want: 'group' });
        continue;
      }
      // A literal, or the literals of a conditional (`t(ok ? 'yes' : 'no')`); other expressions are run-time keys.
      if (!/^\s*(['"`]|[\w.!]+\s*\?)/.test(arg)) continue;
      for (const lit of literals(arg)) {
        if (!lit || !/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(lit)) continue;
        uses.push({ file: rel, line: lineOf(text, m.index), key: prefix(lit), want: m[1] === 'raw' ? 'any' : 'message' });
      }
    }
  }
  return uses;
}

describe('message keys named in the code', () => {
  const uses = SCAN.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap(usesIn);

  it('finds the keys the code uses (the scan itself works)', () => {
    expect(uses.length).toBeGreaterThan(1000);
    expect(uses.some((u) => u.key === 'Auth.mobileRequired')).toBe(true);
  });

  it('finds every one of them in the Chinese and the English catalogue', () => {
    const broken: string[] = [];
    for (const u of uses) {
      for (const locale of ['zh', 'en'] as const) {
        const kind = kindOf(locale, u.key);
        const ok = u.want === 'any' ? kind !== 'missing' : kind === u.want;
        if (!ok) broken.push(`${u.file}:${u.line} ${u.key} (${locale}: ${kind}, wanted ${u.want})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('fails on a key that does not exist, a group used as a message and a missing prefix', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'tests/unit/.keys-'));
    try {
      const file = path.join(dir, 'sample.tsx');
      fs.writeFileSync(
        file,
        [
          "const t = useTranslations('Cloud');",
          "t('nowhere.toBeFound');",
          "const schema = z.string('Auth.noSuchMessage');",
          "const [tc, format] = await Promise.all([getTranslations('CloudOrders'), getFormatter()]);",
          'tc(`noSuchGroup.${x}`);',
          "t(ok ? 'settle' : 'alsoMissing');",
        ].join('\n'),
      );
      const found = usesIn(file).filter((u) => kindOf('zh', u.key) !== (u.want === 'any' ? kindOf('zh', u.key) : u.want) || kindOf('zh', u.key) === 'missing');
      expect(found.map((u) => u.key).sort()).toEqual(['Auth.noSuchMessage', 'Cloud.alsoMissing', 'Cloud.nowhere.toBeFound', 'Cloud.settle', 'CloudOrders.noSuchGroup']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
