import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Import boundaries (docs/ARCHITECTURE.md, "Boundaries that hold"), enforced by eslint's
 * no-restricted-imports. tests/unit/boundaries.test.ts proves each rule fails the lint, including
 * for a domain folder that did not exist when the rules were written.
 *
 *   screens (app/) and components → lib/api, lib/server/<domain> → lib/<domain> (contract, pure rules)
 *   lib/server never imports lib/api or components; infrastructure (lib/server/api, db, …) imports no
 *   domain; platform services (payments, files, reviews, messages, …) import no product; a product
 *   domain imports platform services and its own folder only (plus the few one-way dependencies
 *   declared below); one domain's components never import another's (shared UI: components/ui,
 *   components/commerce, …).
 *
 * The domains are not a hand-kept list: they are the folders of lib/server, lib and components read
 * when the config loads, minus the shared folders named here. A new folder is a domain, fenced from
 * the first lint. Loops between any two areas are checked by scripts/domain-loops.mjs.
 */

const ROOT = import.meta.dirname;
/** The sub-folders of a project folder, sorted (none when it does not exist). */
export function foldersOf(rel, root = ROOT) {
  try {
    return readdirSync(path.join(root, rel), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

/** lib/server infrastructure: handed what it needs by the composition root, imports no domain. */
export const SERVER_INFRASTRUCTURE = ['api', 'cache', 'db', 'ports', 'ratelimit', 'sms'];
/**
 * lib/server platform services any domain may call inside its own transactions; they import no
 * product (the payment core is handed each product's fulfilment at lib/server/registry.ts, the
 * review workflow its hooks, the file service its owners). auth holds the session every endpoint
 * reads; account the user's addresses and invoice titles that orders use; export the Excel writer;
 * calendar the official holiday table every working-day count reads (lib/working-days.ts).
 */
export const SERVER_PLATFORM = ['account', 'auth', 'calendar', 'export', 'files', 'messages', 'payments', 'reviews'];
/**
 * One-way dependencies between product domains, declared where they exist (scripts/domain-loops.mjs
 * keeps the graph free of loops): the intelligence and library seeds read the material datasets, the
 * R&D data links records to grades, standards and the comparison data; the content's home block composes the
 * materials' hot data and refreshes the cached pages' generation after a publish; the expert services directory reads the
 * cloud area's experts (their names, titles and organisations) through lib/server/cloud/profiles.ts; a company's order list
 * shows its members' detection orders through lib/server/cloud/orders/company.ts; the ranking's paid
 * reports use the library's rule of who may read a bought item (access.ts `orderWith`) and its PDF watermark (pdf.ts, download.ts), and
 * name a cloud expert as their author (lib/server/cloud/profiles.ts); a detection order
 * saved for a customisation order's product testing links to it through lib/server/custom/detection.ts, and a customisation
 * takes an approved recommended product as its reference through lib/server/products/reference.ts. The AI assistant's
 * tools are the portal's own functions (issue 36): the intelligence records, matching and chart points, a record's stored
 * property and composition rows (lib/server/materials/rows.ts), and the R&D list
 * under research-data's access policy, so no answer bypasses it. The market sells an R&D record only while it is published, and reads
 * the record, its owner and its published state and counts its sales through lib/server/research-data/sale.ts.
 */
export const DOMAIN_DEPENDENCIES = { ai: ['intelligence', 'materials', 'research-data'], cloud: ['custom'], content: ['materials'], custom: ['products'], directories: ['cloud'], enterprise: ['cloud'], intelligence: ['materials'], library: ['materials'], market: ['research-data'], ranking: ['cloud', 'library'], 'research-data': ['intelligence', 'materials', 'standards'] };
/** Every other lib/server folder is a product domain. */
export const SERVER_DOMAINS = foldersOf('lib/server').filter((d) => !SERVER_INFRASTRUCTURE.includes(d) && !SERVER_PLATFORM.includes(d));

/**
 * Components every area may use: plain and antd UI, the layout shell, providers, charts, permission
 * guards, the upload field (components/files), the review queue (components/reviews), the message
 * centre (components/messages) and the shared commerce UI (components/commerce: pay dialog, order
 * and invoice tags, money, VIP badge, the order screens of the payment core).
 */
export const SHARED_COMPONENTS = ['charts', 'commerce', 'files', 'layout', 'messages', 'permission', 'providers', 'reviews', 'ui'];
/** Every other components folder is a domain's. */
export const COMPONENT_DOMAINS = foldersOf('components').filter((d) => !SHARED_COMPONENTS.includes(d));
/** lib folders that are not a domain's contract and pure rules: the browser client, the server, server-side security. */
const NOT_PURE = ['api', 'server', 'security'];
/** Contracts and pure rules: every other lib folder (they may read each other's contracts). */
export const PURE_FOLDERS = foldersOf('lib').filter((d) => !NOT_PURE.includes(d));

const group = (patterns, message) => ({ group: patterns, message });
const noTestCode = group(['@/tests/*', '**/tests/*', '*.test', '*.test.*'], 'Production code never imports tests or their fixtures (tests/fixtures).');
/**
 * The browser takes a domain's calls from lib/api/calls/<domain>.ts (generated, zod-free), never the
 * contract's `…Calls` objects, which would bring zod into every page that calls the server (issue 10).
 */
const noContractCalls = {
  group: ['@/lib/*/contract', '**/contract'],
  importNamePattern: 'Calls$',
  allowTypeImports: true,
  message: 'Browser code takes calls from lib/api/calls/<domain> (generated by npm run calls:gen), not from the contract: that brings zod into the page.',
};
const browserFiles = /^(components|lib\/api)\//;
/** zod comes from lib/zod.ts, which turns off its eval probe in the browser (the CSP forbids eval). */
const zodFromLib = { name: 'zod', allowTypeImports: true, message: "Import z from '@/lib/zod' (no eval probe under the Content-Security-Policy)." };
const domainFiles = /^lib\/\{/;
/** Server components live in components/<domain>/server/: never sent to the browser, so they may take a contract's calls. */
const serverComponents = (files) => files.filter((f) => f.startsWith('components/')).map((f) => f.replace('/**/', '/**/server/**/'));
/** Later blocks replace earlier ones for the same file, so each block repeats what still applies. */
function rule(files, patterns) {
  const browser = files.some((f) => browserFiles.test(f));
  const paths = browser || files.some((f) => domainFiles.test(f)) ? [zodFromLib] : [];
  const block = (fs, extra, ignores = []) => ({ files: fs, ignores: ['**/*.test.{ts,tsx}', ...ignores], rules: { 'no-restricted-imports': ['error', { paths, patterns: [...patterns, noTestCode, ...extra] }] } });
  const server = browser ? serverComponents(files) : [];
  return [block(files, browser ? [noContractCalls] : [], server), ...(server.length ? [block(server, [])] : [])];
}

const ROOT_MODULES = ['@/lib/server/registry', '@/lib/server/entry', '@/lib/server/services', '@/lib/server/process-holder', '@/lib/server/startup'];
const serverImports = (folders) => folders.flatMap((d) => [`@/lib/server/${d}`, `@/lib/server/${d}/*`]);
const noClientInServer = group(['@/lib/api/*', '@/components/*', '**/lib/api/*', '**/components/*'], 'lib/server never imports the browser client (lib/api) or components: take the contract from lib/<domain>.');

export const boundaryConfigs = [
  rule(['app/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts'], []),
  rule(['components/**/*.{ts,tsx}'], []),
  // The browser client and the pure domain contracts never reach into the server.
  rule(['lib/api/**/*.{ts,tsx}'], [group(['@/lib/server/*', '**/server/*'], 'lib/api is the browser client: take types from the domain contract (lib/<domain>/contract.ts), never from lib/server.')]),
  rule([`lib/{${PURE_FOLDERS.join(',')}}/**/*.{ts,tsx}`, 'lib/contract.ts'], [
    group(['@/lib/server/*', '@/lib/api/*', '@/components/*', 'server-only'], 'lib/<domain> holds contracts and pure rules: no server, no browser client, no components.'),
  ]),
  rule(['lib/server/**/*.{ts,tsx}'], [noClientInServer]),
  rule([`lib/server/{${SERVER_INFRASTRUCTURE.join(',')}}/**/*.{ts,tsx}`], [
    noClientInServer,
    group(
      [...serverImports([...SERVER_PLATFORM, ...SERVER_DOMAINS]), ...ROOT_MODULES],
      'Infrastructure (lib/server/api, lib/server/db, …) imports no domain: the composition root (lib/server/registry.ts, services.ts, entry.ts) hands it what it needs.',
    ),
  ]),
  ...SERVER_PLATFORM.map((d) =>
    rule([`lib/server/${d}/**/*.{ts,tsx}`], [
      noClientInServer,
      group(
        [...serverImports(SERVER_DOMAINS), ...ROOT_MODULES],
        `lib/server/${d} is a platform service: it imports no product domain (a product registers its hooks, e.g. registerFulfilment, at lib/server/registry.ts).`,
      ),
    ]),
  ),
  ...SERVER_DOMAINS.map((d) => {
    const others = SERVER_DOMAINS.filter((o) => o !== d && !(DOMAIN_DEPENDENCIES[d] ?? []).includes(o));
    return rule([`lib/server/${d}/**/*.{ts,tsx}`], [
      noClientInServer,
      group(
        [...serverImports(others), ...others.map((o) => `../${o}/*`), ...ROOT_MODULES],
        `lib/server/${d} imports platform services and its own folder, not another domain's server code: read its contract (lib/<domain>), or move what both need to a platform service.`,
      ),
    ]);
  }),
  ...COMPONENT_DOMAINS.map((d) =>
    rule([`components/${d}/**/*.{ts,tsx}`], [
      group(
        COMPONENT_DOMAINS.filter((o) => o !== d).flatMap((o) => [`@/components/${o}/*`, `../${o}/*`]),
        `components/${d} never imports another domain's components: move what both use to components/ui (or components/commerce for payment UI).`,
      ),
    ]),
  ),
  ...SHARED_COMPONENTS.map((d) =>
    rule([`components/${d}/**/*.{ts,tsx}`], [
      group(
        COMPONENT_DOMAINS.flatMap((o) => [`@/components/${o}/*`, `../${o}/*`]),
        `components/${d} is shared by every area: it imports no domain's components (take them as props or children).`,
      ),
    ]),
  ),
].flat();
