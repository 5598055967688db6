/**
 * Import boundaries (docs/ARCHITECTURE.md, "The arrows point one way"), enforced by eslint's
 * no-restricted-imports. tests/unit/boundaries.test.ts proves each rule fails the lint.
 *
 *   screens (app/) and components → lib/api, lib/server/<domain> → lib/<domain> (contract, pure rules)
 *   lib/server never imports lib/api or components; infrastructure (lib/server/api, lib/server/db)
 *   imports no domain; one domain's components never import another's (shared UI: components/ui).
 */

/** Domains with components of their own; shared UI lives in components/ui, layout, providers, charts, permission. */
export const COMPONENT_DOMAINS = ['account', 'auth', 'home', 'intelligence', 'materials'];
/** Domains with a server folder; lib/server/{api,db,ratelimit,sms} are infrastructure. */
export const SERVER_DOMAINS = ['account', 'auth', 'intelligence', 'materials', 'platform', 'wechat'];

const group = (patterns, message) => ({ group: patterns, message });
const noTestCode = group(['@/tests/*', '**/tests/*', '*.test', '*.test.*'], 'Production code never imports tests or their fixtures (tests/fixtures).');
/** Later blocks replace earlier ones for the same file, so each block repeats what still applies. */
function rule(files, patterns) {
  return { files, ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noTestCode] }] } };
}

export const boundaryConfigs = [
  rule(['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts'], []),
  // The browser client and the pure domain contracts never reach into the server.
  rule(['lib/api/**/*.{ts,tsx}'], [group(['@/lib/server/*', '**/server/*'], 'lib/api is the browser client: take types from the domain contract (lib/<domain>/contract.ts), never from lib/server.')]),
  rule(['lib/{materials,intelligence,auth,account,platform,session,i18n}/**/*.{ts,tsx}', 'lib/contract.ts'], [
    group(['@/lib/server/*', '@/lib/api/*', '@/components/*', 'server-only'], 'lib/<domain> holds contracts and pure rules: no server, no browser client, no components.'),
  ]),
  rule(['lib/server/**/*.{ts,tsx}'], [
    group(['@/lib/api/*', '@/components/*', '**/lib/api/*', '**/components/*'], 'lib/server never imports the browser client (lib/api) or components: take the contract from lib/<domain>.'),
  ]),
  rule(['lib/server/{api,db,ratelimit,sms}/**/*.{ts,tsx}'], [
    group(['@/lib/api/*', '@/components/*'], 'lib/server never imports the browser client or components.'),
    group(
      [...SERVER_DOMAINS.map((d) => `@/lib/server/${d}/*`), '@/lib/server/registry', '@/lib/server/entry', '@/lib/server/database'],
      'Infrastructure (lib/server/api, lib/server/db) imports no domain: the composition root (lib/server/registry.ts, entry.ts, database.ts) hands it what it needs.',
    ),
  ]),
  ...COMPONENT_DOMAINS.map((d) =>
    rule([`components/${d}/**/*.{ts,tsx}`], [
      group(
        COMPONENT_DOMAINS.filter((o) => o !== d).flatMap((o) => [`@/components/${o}/*`, `../${o}/*`]),
        `components/${d} never imports another domain's components: move what both use to components/ui.`,
      ),
    ]),
  ),
];
