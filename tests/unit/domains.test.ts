import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { getTableName } from 'drizzle-orm';
import { call } from '@/lib/contract';
import { ORDER_TYPES } from '@/lib/payments/contract';
import { ROUTES } from '@/lib/routes';
import { z } from '@/lib/zod';
import { accountSeedStep } from '@/lib/server/account/seed';
import { defineEndpoint, PUBLIC } from '@/lib/server/api/types';
import { renderDomainDocs } from '@/lib/server/domain-docs';
import { createDispatcher } from '@/lib/server/api/dispatch';
import { authSeedStep } from '@/lib/server/auth/seed';
import { appointmentsSeedStep } from '@/lib/server/cloud/appointments/seed';
import { cloudSeedStep } from '@/lib/server/cloud/seed';
import { contentSeedStep } from '@/lib/server/content/seed';
import * as schema from '@/lib/server/db/schema';
import { directoriesSeedStep } from '@/lib/server/directories/seed';
import { fileOwnerRule } from '@/lib/server/files/owners';
import { intelligenceSeedStep, weldSelectionSeedStep } from '@/lib/server/intelligence/seed';
import { librarySeedStep } from '@/lib/server/library/seed';
import { marketSeedStep } from '@/lib/server/market/seed';
import { materialsEditionsSeedStep, materialsRankFactsSeedStep, materialsSeedStep, materialsVacuumSeedStep } from '@/lib/server/materials/seed';
import { bankAccountSeedStep } from '@/lib/server/payments/bank-transfer';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import { createProcessMemory, systemClock, type Services } from '@/lib/server/ports';
import { productsSeedStep } from '@/lib/server/products/seed';
import { questionnaireSeedStep } from '@/lib/server/questionnaire/seed';
import { rankingReportAuthorSeedStep, rankingReportsSeedStep, rankingSeedStep } from '@/lib/server/ranking/seed';
import { MemoryRateLimiter } from '@/lib/server/ratelimit/memory';
import { applyDomains, composeDomains, domains, fulfilments, seedSteps } from '@/lib/server/registry';
import type { cloudDomain } from '@/lib/server/cloud/domain';
import type { exportDomain } from '@/lib/server/export/domain';
import { researchDataSeedStep } from '@/lib/server/research-data/seed';
import { siteSeedStep } from '@/lib/server/site/seed';
import { standardsSeedStep } from '@/lib/server/standards/seed';
// @ts-expect-error -- a plain .mjs config without types
import { DOMAIN_DEPENDENCIES, SERVER_INFRASTRUCTURE, SERVER_PLATFORM } from '../../eslint.boundaries.mjs';

const ROOT = process.cwd();
/** The composition root: the only modules of lib/server that may call a register function when they load. */
const ROOT_FILES = new Set(['lib/server/registry.ts']);

function serverFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'lib/server'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join('lib/server', f).split(path.sep).join('/'));
}

/**
 * The calls of a function named register… that run when the module loads: at the top level, outside any function
 * body (a call inside a handler or a function runs when it is called, not at import).
 */
function importTimeRegistrations(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassDeclaration(node)) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (/^register[A-Z]/.test(name)) found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}(…)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the domain manifests', () => {
  it('register nothing at import time: no register…() call runs when a lib/server module outside the composition root loads', () => {
    const found = serverFiles()
      .filter((f) => !ROOT_FILES.has(f))
      .map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')] as const)
      // Parse only the files that name a register function (a few dozen of some 700).
      .filter(([, text]) => /\bregister[A-Z]/.test(text))
      .flatMap(([f, text]) => importTimeRegistrations(f, text));
    expect(found).toEqual([]);
  });

  it('catch a top-level registration, and not one inside a function', () => {
    expect(importTimeRegistrations('x.ts', "registerFileOwner('x', rule);\nexport const a = [defineEndpoint(c, { handler: () => registerUser(db) })];\nfunction later() { registerReviewHooks('k', {}); }")).toEqual(['x.ts:1 registerFileOwner(…)']);
    expect(importTimeRegistrations('y.ts', 'for (const t of types) registerFulfilment(t, f);')).toEqual(['y.ts:1 registerFulfilment(…)']);
  });

  it('exist for every lib/server folder that is not infrastructure, each listed once under its folder name', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'lib/server'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !SERVER_INFRASTRUCTURE.includes(d.name))
      .map((d) => d.name)
      .sort();
    expect(domains.map((d) => d.name).sort()).toEqual(folders);
    for (const name of folders) expect(fs.existsSync(path.join(ROOT, 'lib/server', name, 'domain.ts')), name).toBe(true);
  });

  it('run the seed steps in the order they always ran', () => {
    expect(seedSteps.map((s) => s.name)).toEqual(
      [
        authSeedStep,
        accountSeedStep,
        materialsSeedStep,
        materialsVacuumSeedStep,
        materialsRankFactsSeedStep,
        materialsEditionsSeedStep,
        intelligenceSeedStep,
        weldSelectionSeedStep,
        paymentsSeedStep,
        bankAccountSeedStep,
        librarySeedStep,
        cloudSeedStep,
        appointmentsSeedStep,
        standardsSeedStep,
        researchDataSeedStep,
        questionnaireSeedStep,
        siteSeedStep,
        contentSeedStep,
        directoriesSeedStep,
        productsSeedStep,
        marketSeedStep,
        rankingSeedStep,
        rankingReportsSeedStep,
        rankingReportAuthorSeedStep,
      ].map((s) => s.name),
    );
  });

  it('give every order type exactly one fulfilment', () => {
    // The registry's type check (everyOrderTypeSold) rests on defineDomain inferring the order types a manifest sells:
    // exactly its fulfilments' keys, none for a manifest without fulfilments. These lines fail the type check otherwise.
    const cloudSells: [(typeof cloudDomain)['orderTypes'][number]] extends ['testing' | 'appointment'] ? ('testing' | 'appointment' extends (typeof cloudDomain)['orderTypes'][number] ? true : false) : false = true;
    const exportSellsNothing: [(typeof exportDomain)['orderTypes'][number]] extends [never] ? true : false = true;
    expect([cloudSells, exportSellsNothing]).toEqual([true, true]);
    expect(Object.keys(fulfilments).sort()).toEqual([...ORDER_TYPES].sort());
    const sold = domains.flatMap((d) => d.orderTypes);
    expect(sold.slice().sort()).toEqual([...ORDER_TYPES].sort());
  });

  it('declare the same product-domain dependencies as the import fence (eslint.boundaries.mjs DOMAIN_DEPENDENCIES)', () => {
    const declared = Object.fromEntries(domains.filter((d) => d.dependsOn?.length).map((d) => [d.name, [...(d.dependsOn ?? [])].sort()]));
    const fenced = Object.fromEntries(Object.entries(DOMAIN_DEPENDENCIES as Record<string, string[]>).map(([k, v]) => [k, [...v].sort()]));
    expect(declared).toEqual(fenced);
    for (const d of domains) if (SERVER_PLATFORM.includes(d.name)) expect(d.dependsOn ?? [], d.name).toEqual([]);
  });

  it('own every table of the schema exactly once', () => {
    const all = tablesOf(schema as unknown as Record<string, unknown>).map(getTableName);
    const owned = domains.flatMap((d) => (d.tables ?? []).map(getTableName));
    expect(owned.slice().sort()).toEqual(all.slice().sort());
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('are mapped in docs/DOMAINS.md, generated from them and up to date (run npm run docs:domains)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'docs/DOMAINS.md'), 'utf8')).toBe(renderDomainDocs(domains, ROOT));
  });

  it('name spec routes that exist and docs pages that exist', () => {
    for (const d of domains) {
      for (const prefix of d.routes ?? []) expect(ROUTES.some((r) => r.path === prefix || r.path.startsWith(`${prefix}/`)), `${d.name} ${prefix}`).toBe(true);
      for (const doc of d.docs ?? []) expect(fs.existsSync(path.join(ROOT, doc)), `${d.name} ${doc}`).toBe(true);
    }
  });
});

/**
 * Tables fenced like imports (issue 49 item 2): a domain's code uses its own tables, a platform service's (users,
 * orders, files …; platform services share theirs), or those of a product domain it declares in dependsOn. The
 * reads that break the rule today are listed here with the owner to ask instead; the list may only shrink (a pair
 * that no longer occurs fails too, so it is removed when the read is moved behind the owner's functions). Where the
 * owner imports the reader (a loop the import fence forbids), the reader asks and the owner answers in its manifest
 * (lib/server/ports/answers.ts): custom asks cloud for the linked detection orders, materials asks content for its
 * last change and the library for a standard's item; auth (a platform service) asks platform to link a visitor's visits.
 */
const KNOWN_TABLE_READS: Record<string, string> = {};

/** The schema tables a file imports as values (a type-only import reads no rows). A regular expression: parsing 700 files took seconds. */
function tableImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@\/lib\/server\/db\/schema(?:\/[\w-]+)?';/gm)) {
    if (m[1]) continue;
    for (const el of m[2].split(',').map((e) => e.trim())) if (el && !el.startsWith('type ')) names.push(el.split(/\s+as\s+/)[0]);
  }
  return names;
}

function crossDomainTableReads(): Map<string, string[]> {
  const ownerOf = new Map<unknown, string>();
  for (const d of domains) for (const t of d.tables ?? []) ownerOf.set(t, d.name);
  const byName = new Map(Object.entries(schema).map(([name, value]) => [name, ownerOf.get(value)]));
  const byDomain = new Map(domains.map((d) => [d.name, d]));
  const reads = new Map<string, string[]>();
  for (const file of serverFiles()) {
    const [, , name, rest] = file.split('/');
    const d = byDomain.get(name);
    if (!d || !rest || rest === 'domain.ts') continue;
    for (const table of tableImports(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      const owner = byName.get(table);
      if (!owner || owner === d.name || SERVER_PLATFORM.includes(owner) || d.dependsOn?.includes(owner)) continue;
      const key = `${d.name} → ${owner}`;
      reads.set(key, [...(reads.get(key) ?? []), `${file.slice('lib/server/'.length)} ${table}`]);
    }
  }
  return reads;
}

describe('tables fenced like imports', () => {
  it('a domain uses its own tables, the platform services\' and those of the domains it declares (known exceptions listed)', () => {
    const reads = crossDomainTableReads();
    const unknown = [...reads].filter(([pair]) => !(pair in KNOWN_TABLE_READS)).map(([pair, files]) => `${pair}: ${files.join(', ')}`);
    expect(unknown, 'declare the dependency in both manifests and DOMAIN_DEPENDENCIES, or ask the owning domain through its functions').toEqual([]);
    expect(Object.keys(KNOWN_TABLE_READS).filter((pair) => !reads.has(pair)), 'no longer read: remove it from KNOWN_TABLE_READS').toEqual([]);
  });

  it('sees a value import of another domain\'s table and not a type-only one', () => {
    expect(tableImports("import { cloudOrders, type users } from '@/lib/server/db/schema';\nimport type { orders } from '@/lib/server/db/schema';\nimport {\n  materials as m,\n} from '@/lib/server/db/schema/materials';")).toEqual(['cloudOrders', 'materials']);
  });
});

describe('a throw-away domain', () => {
  const pingCall = call('GET', 'zzThrowaway/ping', z.object({})).returns<{ pong: boolean }>();
  const zzThrowawayDomain = defineDomain({
    name: 'zz-throwaway',
    summary: 'A domain that exists only in this test.',
    endpoints: [defineEndpoint(pingCall, { summary: 'Answers pong.', access: PUBLIC, handler: async () => ({ pong: true }) })],
    seedSteps: [{ name: 'zz-throwaway', run: async () => 'nothing' }],
    fileOwners: [{ ownerKind: 'zzThrowaway', fields: { attachment: { kind: 'attachment', max: 1 } }, canDownload: async () => false }],
  });

  it('needs only its manifest and one entry in the list: its calls answer, its seed step runs last, its file owner is registered', async () => {
    const composition = composeDomains([...domains, zzThrowawayDomain]);
    expect(composition.seedSteps.at(-1)?.name).toBe('zz-throwaway');
    expect(composition.fileOwners.map((o) => o.ownerKind)).toContain('zzThrowaway');

    const dispatch = createDispatcher({ endpoints: composition.endpoints, loadUser: async () => null });
    const services = { db: async () => ({}), clock: systemClock, rateLimiter: () => new MemoryRateLimiter(), memory: createProcessMemory() } as unknown as Services;
    const res = await dispatch(new Request('http://localhost/atsteel/zzThrowaway/ping'), ['zzThrowaway', 'ping'], services);
    expect(await res.json()).toMatchObject({ code: 0, data: { pong: true } });

    applyDomains(composeDomains([zzThrowawayDomain]));
    expect(fileOwnerRule('zzThrowaway')?.fields.attachment.kind).toBe('attachment');
  });

  it('is refused when it claims what another domain declares (an order type, a file owner kind, a table, an answer, a name)', () => {
    expect(() => composeDomains([...domains, defineDomain({ name: 'zz-throwaway', summary: '', fulfilments: { vip: fulfilments.vip } })])).toThrow(/order type vip/);
    expect(() => composeDomains([...domains, defineDomain({ name: 'zz-throwaway', summary: '', fileOwners: [{ ownerKind: 'userAvatar', fields: {}, canDownload: async () => false }] })])).toThrow(/file owner userAvatar/);
    expect(() => composeDomains([...domains, defineDomain({ name: 'zz-throwaway', summary: '', tables: tablesOf({ users: schema.users }) })])).toThrow(/table users/);
    expect(() => composeDomains([...domains, defineDomain({ name: 'zz-throwaway', summary: '', answers: { lastContentChange: async () => null } })])).toThrow(/answer lastContentChange/);
    expect(() => composeDomains([...domains, defineDomain({ name: 'ranking', summary: '' })])).toThrow(/domain ranking/);
  });
});
