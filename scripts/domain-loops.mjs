/**
 * The import graph between areas, and its loops (docs/ARCHITECTURE.md, "Boundaries that hold").
 *
 * An area is a top-level folder (or file) of lib/server, lib or components: `lib/server/payments`,
 * `lib/materials`, `components/commerce`. Every import in a production file (static, dynamic,
 * `export … from`, type-only included; `@/…` and relative paths) that leaves its area is an edge.
 * The composition root (lib/server/registry.ts, services.ts, process-holder.ts, entry.ts, startup.ts) is left out: it
 * imports every domain by design and nothing but the route, the scripts and the tests import it.
 *
 *   node scripts/domain-loops.mjs   → prints the loops (exit 1) or "no loop between areas"
 *
 * tests/unit/domain-loops.test.ts runs it over the tree and over a throw-away loop.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT_FILES = new Set(['lib/server/registry', 'lib/server/entry', 'lib/server/services', 'lib/server/process-holder', 'lib/server/startup']);
const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The area of a path relative to the project root (without extension), or null outside lib/ and components/. */
export function areaOf(rel) {
  const parts = rel.replace(/\.(ts|tsx|mjs|js|css)$/, '').split('/');
  if (parts[0] === 'lib' && parts[1] === 'server') {
    if (parts.length === 3 && ROOT_FILES.has(parts.slice(0, 3).join('/'))) return null;
    return parts.length >= 3 ? `lib/server/${parts[2]}` : null;
  }
  if (parts[0] === 'lib' || parts[0] === 'components') return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null;
  return null;
}

/** Edges area → area (with one file that makes each) of the tree under `root`. */
export function areaGraph(root) {
  const edges = new Map();
  for (const file of [...walk(path.join(root, 'lib')), ...walk(path.join(root, 'components'))]) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const from = areaOf(rel);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      let target;
      if (spec.startsWith('@/')) target = spec.slice(2);
      else if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
      else continue;
      const to = areaOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, rel);
    }
  }
  return edges;
}

/** Every loop of the graph as its strongly connected components of more than one area (Tarjan). */
export function loopsOf(edges) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) loops.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return loops;
}

/** The loops with, for each edge inside one, a file that makes it. */
export function describeLoops(edges) {
  return loopsOf(edges).map((scc) =>
    scc.flatMap((from) => [...(edges.get(from) ?? new Map())].filter(([to]) => scc.includes(to)).map(([to, file]) => `${from} → ${to} (${file})`)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const loops = describeLoops(areaGraph(process.cwd()));
  if (!loops.length) console.log('no loop between areas');
  for (const loop of loops) console.log(`loop:\n  ${loop.join('\n  ')}`);
  process.exit(loops.length ? 1 : 0);
}
