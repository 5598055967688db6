import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 49 (docs/ARCHITECTURE.md, "State lives in the composition root"): no import-time registration, no module
 * cache outside the composition root, no write to a private Next header or method. Read from the source of lib/,
 * app/ and the files at the repository's root (proxy.ts, instrumentation.ts, server.mjs), tests excluded, with the
 * TypeScript parser: only module-level statements count, not what runs inside a function.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_SOURCE = /\.test\.|\.d\.m?ts$/;

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['lib', 'app']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (SOURCE.test(file) && !NOT_SOURCE.test(file)) files.push(path.join(dir, file).split(path.sep).join('/'));
    }
  }
  for (const file of fs.readdirSync(ROOT)) {
    if (SOURCE.test(file) && !NOT_SOURCE.test(file) && !/config\./.test(file)) files.push(file);
  }
  return files.sort();
}

const parsed = sourceFiles().map((file) => ({ file, source: ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true) }));

/**
 * Module-level mutable state that stays outside the composition root, `file name`, each with its reason. Everything
 * else a server module keeps between calls lives in the services' memory (`services.memory.slot`), created with the
 * services object, so a test's own services start empty.
 */
const ALLOWED_STATE: Record<string, string> = {
  // Read before any services exist: createServices is built from it (and proxy.ts reads it); tests/setup.ts resets it.
  'lib/env.ts cached': 'the validated environment',
  // proxy.ts runs in its own bundle, where services() is not available.
  'lib/security/pages.ts loaded': 'the build’s prerender manifest, read by proxy.ts',
  'proxy.ts trusted': 'TRUSTED_PROXIES parsed in the proxy bundle',
  // The custom server (server.mjs) before Next: kept, no public way in Next 16.4 (docs/ARCHITECTURE.md, "Where the portal relies on Next's behaviour").
  'lib/page-status.mjs unavailableUrls': 'the custom server before Next; kept (ARCHITECTURE.md: where the portal relies on Next)',
  'lib/page-status.mjs subscribed': 'the custom server before Next; kept (ARCHITECTURE.md: where the portal relies on Next)',
  // Browser modules: one page's state, no server process behind them.
  'lib/api/client.ts notifyError': 'browser: the handler the app shell sets',
  'lib/api/client.ts goToLogin': 'browser: the handler the app shell sets',
  'lib/session/use-session.ts lastKey': 'browser: the session store of useSyncExternalStore',
  'lib/session/use-session.ts last': 'browser: the session store of useSyncExternalStore',
  'lib/session/use-session.ts listeners': 'browser: the session store of useSyncExternalStore',
  // Memos of pure functions of constant input, shared by the browser and the server (nothing to reset).
  'lib/i18n/messages.ts translators': 'one translator per locale over the bundled messages',
  'lib/materials/units.ts formatters': 'one Intl.NumberFormat per locale and precision',
  // The PGlite worker thread's own state (a thread of its own, below the services).
  'lib/server/db/pglite-worker.mjs transactions': 'the worker thread’s open transactions',
  // Registries filled only by the composition root (lib/server/registry.ts applyDomains), not caches.
  'lib/server/files/owners.ts owners': 'registry filled by the root',
  'lib/server/payments/fulfilment.ts fulfilments': 'registry filled by the root',
  'lib/server/ports/answers.ts answers': 'registry filled by the root',
  'lib/server/reviews/hooks.ts hooks': 'registry filled by the root',
  // Keyed by the services' database (WeakMap): a new services object (its own database) starts empty, and the entries go with the database.
  'lib/server/intelligence/records.ts cache': 'per database (WeakMap)',
  'lib/server/intelligence/records.ts loading': 'per database (WeakMap)',
  'lib/server/materials/counters.ts boxes': 'per database (WeakMap)',
  'lib/server/materials/search-cache.ts caches': 'per database (WeakMap)',
  'lib/server/materials/search-cache.ts details': 'per database (WeakMap)',
  // The CJK fonts shipped with the code (several MB, immutable), read once; the WeakMaps hold facts of the objects they are keyed by.
  'lib/server/files/pdf-font.ts fontBytes': 'the shipped font files',
  'lib/server/files/pdf-font.ts parsed': 'per font bytes (WeakMap)',
  'lib/server/files/pdf-font.ts characterSets': 'per PDF font (WeakMap)',
  // A test helper kept beside the code it checks (pdf-readable.test.ts), never imported by the app.
  'lib/server/files/pdf-reader-check.ts sources': 'test helper',
  // A constant set, never changed.
  'lib/server/wechat/endpoints.ts sandboxRedirects': 'constant',
};

/** Files that read a private Next header or patch a response method where Next 16.4 has no public way (docs/ARCHITECTURE.md, "Where the portal relies on Next's behaviour"; tests/unit/next-internals.test.ts fails on a Next upgrade); not to be added to. */
const ALLOWED_PRIVATE_NEXT: Record<string, string> = {
  'proxy.ts': 'reads x-middleware-rewrite (the route Next will render; no public getter); request headers go through NextResponse.next({ request })',
  'lib/page-status.mjs': 'res.writeHead = (a page cannot set its status in Next 16.4)',
};

/** The one module that registers: the composition root applies the manifests. */
const REGISTERS = new Set(['lib/server/registry.ts']);

const COLLECTION = /^(Map|Set|WeakMap|WeakSet)$/;
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Top-level `let`/`var` bindings, and top-level `const x = new Map()` (Set, WeakMap…) not named as a constant. */
function moduleState(): string[] {
  const found: string[] = [];
  for (const { file, source } of parsed) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const d of statement.declarationList.declarations) {
        const name = d.name.getText(source);
        const collection = d.initializer && ts.isNewExpression(d.initializer) && COLLECTION.test(d.initializer.expression.getText(source));
        if (!isConst || (collection && !CONSTANT_NAME.test(name))) found.push(`${file} ${name}`);
      }
    }
  }
  return found.sort();
}

/** Walks a module-level statement without entering functions or classes (what runs at import time). */
function atImport(node: ts.Node, visit: (n: ts.Node) => void): void {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
  visit(node);
  node.forEachChild((child) => atImport(child, visit));
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Calls of register* (and of the root's applyDomains) made when a module is imported. */
function importTimeRegistrations(): string[] {
  const found: string[] = [];
  for (const { file, source } of parsed) {
    for (const statement of source.statements) {
      atImport(statement, (node) => {
        if (!ts.isCallExpression(node)) return;
        const name = calleeName(node);
        if (name && (/^register[A-Z]/.test(name) || name === 'applyDomains')) found.push(`${file} ${name}`);
      });
    }
  }
  return found.sort();
}

const PRIVATE_HEADER = /x-middleware-/i;
const PATCHED_METHODS = new Set(['writeHead', 'setHeader']);

/** Files naming a private Next header (x-middleware-…) in code, or assigning a response's writeHead / setHeader. */
function privateNext(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (file: string, what: string) => found.set(file, [...(found.get(file) ?? []), what]);
  for (const { file, source } of parsed) {
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && PRIVATE_HEADER.test(node.text)) add(file, node.text);
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
        const left = node.left;
        const member = ts.isPropertyAccessExpression(left) ? left.name.text : ts.isElementAccessExpression(left) && ts.isStringLiteralLike(left.argumentExpression) ? left.argumentExpression.text : undefined;
        if (member && PATCHED_METHODS.has(member)) add(file, `${left.getText(source)} =`);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

describe('no module state (issue 49)', () => {
  it('reads the source it checks', () => {
    expect(parsed.length).toBeGreaterThan(200);
    expect(parsed.some((p) => p.file === 'lib/server/services.ts')).toBe(true);
    expect(parsed.some((p) => p.file === 'proxy.ts')).toBe(true);
  });

  it('keeps no module cache outside the composition root except the listed ones', () => {
    const state = moduleState();
    expect(state.filter((key) => !(key in ALLOWED_STATE))).toEqual([]);
    // The list stays exact: an entry whose binding is gone is taken off.
    expect(Object.keys(ALLOWED_STATE).filter((key) => !state.includes(key))).toEqual([]);
  });

  it('registers nothing at import time outside lib/server/registry.ts', () => {
    const found = importTimeRegistrations();
    expect(found.filter((entry) => !REGISTERS.has(entry.split(' ')[0]))).toEqual([]);
    // The root itself applies the manifests when it is imported (the one place).
    expect(found).toContain('lib/server/registry.ts applyDomains');
  });

  it('writes no private Next header and patches no response method except where Next has no public way (documented)', () => {
    const found = privateNext();
    expect([...found.keys()].filter((file) => !(file in ALLOWED_PRIVATE_NEXT)).map((file) => `${file}: ${found.get(file)!.join(', ')}`)).toEqual([]);
    // Once a file is rewritten without them it leaves the list.
    expect(Object.keys(ALLOWED_PRIVATE_NEXT).filter((file) => !found.has(file))).toEqual([]);
  });

  it('finds what it looks for (the checks are not blind)', () => {
    const sample = ts.createSourceFile(
      'sample.ts',
      ["let cached: string | undefined;", "const cache = new Map();", "registerThing('a');", "function f() { registerOther(); }", "res.writeHead = () => res;", "h.set('x-middleware-request-a', 'b');"].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    parsed.push({ file: 'sample.ts', source: sample });
    try {
      expect(moduleState()).toEqual(expect.arrayContaining(['sample.ts cached', 'sample.ts cache']));
      expect(importTimeRegistrations()).toContain('sample.ts registerThing');
      expect(importTimeRegistrations()).not.toContain('sample.ts registerOther');
      expect(privateNext().get('sample.ts')).toEqual(['res.writeHead =', 'x-middleware-request-a']);
    } finally {
      parsed.pop();
    }
  });
});
