import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * A domain folder that appears tomorrow is fenced by default: the boundary rules are derived from the
 * folders when the config loads (eslint.boundaries.mjs), not from a list someone must remember to
 * extend. This test makes throw-away domain folders (server and components) before ESLint loads its
 * config (each test file runs in its own process), then lints virtual files inside them.
 * @isolate: ESLint keeps the config it loaded for the process's life, so this file needs modules of its own.
 */
const name = `zz-throwaway-${process.pid}`;
const serverDir = path.join(process.cwd(), 'lib/server', name);
const componentDir = path.join(process.cwd(), 'components', name);
let eslint: ESLint;

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const x = 1;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

beforeAll(() => {
  fs.mkdirSync(serverDir);
  fs.mkdirSync(componentDir);
  eslint = new ESLint({ cwd: process.cwd() });
});
afterAll(() => {
  fs.rmSync(serverDir, { recursive: true, force: true });
  fs.rmSync(componentDir, { recursive: true, force: true });
});

describe('a new domain folder', () => {
  it('may not import another domain’s server code', async () => {
    const messages = await restricted(`lib/server/${name}/orders.ts`, "import { getMaterialDetail } from '@/lib/server/materials/detail';");
    expect(messages.join('\n')).toContain(`lib/server/${name} imports platform services and its own folder`);
  }, 60_000);

  it('is itself out of reach of the other domains and of the payment core', async () => {
    expect(await restricted('lib/server/library/x.ts', `import { thing } from '@/lib/server/${name}/orders';`)).not.toEqual([]);
    expect(await restricted('lib/server/payments/x.ts', `import { thing } from '@/lib/server/${name}/orders';`)).not.toEqual([]);
  }, 60_000);

  it('may use the platform services and its own folder', async () => {
    expect(await restricted(`lib/server/${name}/orders.ts`, "import { registerFulfilment } from '@/lib/server/payments/fulfilment';")).toEqual([]);
    expect(await restricted(`lib/server/${name}/orders.ts`, `import { other } from '@/lib/server/${name}/other';`)).toEqual([]);
  }, 60_000);

  it('has a manifest (domain.ts) that takes its own folder and the ports, never another domain’s server code', async () => {
    const manifest = "import { defineDomain } from '@/lib/server/api/domain';\nimport { pingEndpoints } from './endpoints';";
    expect(await restricted(`lib/server/${name}/domain.ts`, manifest)).toEqual([]);
    expect(await restricted(`lib/server/${name}/domain.ts`, "import { libraryEndpoints } from '@/lib/server/library/endpoints';")).not.toEqual([]);
  }, 60_000);

  it('has components that may not import another domain’s, and that others may not import', async () => {
    expect(await restricted(`components/${name}/x.tsx`, "import { OrderList } from '@/components/cloud/orders/order-list';")).not.toEqual([]);
    expect(await restricted('components/library/x.tsx', `import { Thing } from '@/components/${name}/thing';`)).not.toEqual([]);
    expect(await restricted(`components/${name}/x.tsx`, "import { PayDialog } from '@/components/commerce/pay-dialog';")).toEqual([]);
  }, 60_000);
});
