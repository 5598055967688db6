import fs from 'node:fs';
import path from 'node:path';

/** Top-level blocks of a stylesheet (rules and at-rules), quotes respected. */
function blocksOf(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out;
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Folders of antd that render nothing of their own (no stylesheet to follow). */
const NOT_COMPONENTS = new Set(['config-provider', 'locale', 'theme', 'style', 'version', '_util', 'index.js', 'index.d.ts']);
/** What a component renders that antd's import graph does not show: ConfigProvider's default "empty" placeholder, App's toasts. */
const EXTRA_DEPS = { app: ['message'], table: ['empty'], select: ['empty'], list: ['empty'], transfer: ['empty'], cascader: ['empty'], 'tree-select': ['empty'] };

/** Class prefix (`ant-btn`) → antd folder (`button`), read from antd's getPrefixCls calls. */
function prefixTable(es) {
  const table = new Map();
  for (const dir of fs.readdirSync(es)) {
    const full = path.join(es, dir);
    if (!fs.statSync(full).isDirectory()) continue;
    for (const file of fs.readdirSync(full, { recursive: true })) {
      if (!String(file).endsWith('.js')) continue;
      for (const m of fs.readFileSync(path.join(full, String(file)), 'utf8').matchAll(/getPrefixCls\(\s*['"]([a-z-]+)['"]/g)) {
        if (!table.has(m[1]) || m[1] === dir) table.set(m[1], dir);
      }
    }
  }
  // Prefixes several folders ask for belong to the component that styles them.
  const owners = { btn: 'button', col: 'grid', row: 'grid', select: 'select', picker: 'date-picker', tooltip: 'tooltip', dropdown: 'dropdown', empty: 'empty', 'float-btn': 'float-button', qrcode: 'qr-code', wave: 'base' };
  for (const [prefix, dir] of Object.entries(owners)) table.set(prefix, dir);
  return table;
}

function classifier(prefixes) {
  const sorted = [...prefixes.keys()].sort((a, b) => b.length - a.length);
  return (selector) => {
    const m = selector.match(/\.ant-([a-z0-9-]+)/);
    if (!m) return 'base';
    for (const p of sorted) if (m[1] === p || m[1].startsWith(`${p}-`)) return prefixes.get(p);
    return 'base'; // motion classes (ant-fade, ant-zoom, ant-slide, ant-move) and other shared ones
  };
}

/** An import of another folder that brings a component (`../pagination`, `../grid/row`), not a context, hook or helper. */
function rendersComponent(inner) {
  return !/(^|\/)(context|util|utils|interface|hooks|style|locale|use[A-Z][A-Za-z]*|[A-Za-z]*Context)(\/|$)/.test(inner);
}

/** The other antd components a component folder imports (and so renders), from antd's ES modules. */
function componentDeps(es, dir) {
  const deps = new Set(EXTRA_DEPS[dir] ?? []);
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]/g)) {
      let target = path.resolve(path.dirname(file), m[1] ?? m[2]);
      const top = path.relative(es, target).split(path.sep)[0];
      if (top !== dir) {
        if (!NOT_COMPONENTS.has(top) && fs.existsSync(path.join(es, top)) && rendersComponent(path.relative(path.join(es, top), target))) deps.add(top);
        continue;
      }
      if (fs.existsSync(`${target}.js`)) target = `${target}.js`;
      else if (fs.existsSync(path.join(target, 'index.js'))) target = path.join(target, 'index.js');
      if (!target.includes(`${path.sep}style${path.sep}`)) walk(target);
    }
  };
  walk(path.join(es, dir, 'index.js'));
  deps.delete(dir);
  return [...deps].sort();
}

/** The antd members this app imports (`import { Table, Tag } from 'antd'`), from its source folders. */
export function usedAntdMembers(root) {
  const members = new Set();
  for (const folder of ['app', 'components', 'lib']) {
    for (const file of fs.readdirSync(path.join(root, folder), { recursive: true })) {
      if (!/\.tsx?$/.test(String(file)) || /\.test\.tsx?$/.test(String(file))) continue;
      const text = fs.readFileSync(path.join(root, folder, String(file)), 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) members.add(name);
        }
      }
    }
  }
  return members;
}

/** The stylesheet of an antd member (`Table` → `table.css`), or null when it has none (ConfigProvider). */
export function memberStylesheet(member) {
  const dir = kebab(member);
  return NOT_COMPONENTS.has(dir) ? null : `${dir}.css`;
}

/**
 * name → text of every file under styles/antd: base.css and one file per antd component the app
 * imports (and the components those render), each @importing its dependencies.
 */
export function antdCssFiles(root) {
  const antdRoot = path.join(root, 'node_modules/antd');
  const es = path.join(antdRoot, 'es');
  const version = JSON.parse(fs.readFileSync(path.join(antdRoot, 'package.json'), 'utf8')).version;
  const classify = classifier(prefixTable(es));
  const groups = new Map();
  const add = (group, text) => groups.set(group, [...(groups.get(group) ?? []), text]);
  for (const block of blocksOf(fs.readFileSync(path.join(antdRoot, 'dist/antd.css'), 'utf8'))) {
    const head = block.slice(0, block.indexOf('{')).trim();
    if (head.startsWith('@keyframes')) add('base', block);
    else if (head.startsWith('@')) {
      const inner = new Map();
      for (const rule of blocksOf(block.slice(block.indexOf('{') + 1, -1))) {
        if (/^\.css-var-/.test(rule)) continue;
        const group = classify(rule.slice(0, rule.indexOf('{')));
        inner.set(group, [...(inner.get(group) ?? []), rule]);
      }
      for (const [group, rules] of inner) add(group, `${head}{${rules.join('')}}`);
    } else if (!/^\.css-var-/.test(head)) add(classify(head), block);
  }

  const files = new Map();
  const banner = (what) => `/* Generated by scripts/antd-css.mjs from antd ${version} (dist/antd.css): ${what}. Do not edit. */\n`;
  files.set('base.css', banner('icons, motion, links and keyframes every antd element uses') + (groups.get('base') ?? []).join('\n') + '\n');
  const pending = [...usedAntdMembers(root)].map((m) => kebab(m)).filter((d) => !NOT_COMPONENTS.has(d));
  const done = new Set();
  while (pending.length) {
    const dir = pending.pop();
    if (done.has(dir)) continue;
    done.add(dir);
    const deps = componentDeps(es, dir);
    pending.push(...deps);
    const imports = deps.map((d) => `@import './${d}.css';\n`).join('');
    files.set(`${dir}.css`, banner(`the ${dir} component`) + imports + (groups.get(dir) ?? []).join('\n') + '\n');
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
