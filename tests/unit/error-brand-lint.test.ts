import { ESLint } from 'eslint';

/** The lint refuses `instanceof` of the portal's own error classes (issue 45 item 3: use `Class.is`, lib/error-brand.ts). */
const eslint = new ESLint({ cwd: process.cwd() });

async function refused(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return result.messages.some((m) => m.ruleId === 'no-restricted-syntax');
}

describe('instanceof of our own errors', () => {
  it.each([
    ['lib/server/payments/x.ts', "import { NotificationRejected } from './provider';\nexport const f = (e: unknown) => e instanceof NotificationRejected;"],
    ['lib/server/api/x.ts', "import { ApiError } from './errors';\nexport const f = (e: unknown) => e instanceof ApiError;"],
    ['components/ui/x.tsx', "import { ApiCallError } from '@/lib/api/client';\nexport const f = (e: unknown) => !(e instanceof ApiCallError);"],
    ['lib/server/payments/y.ts', "import { ChannelUnavailable } from './default-providers';\nexport const f = (e: unknown) => e instanceof ChannelUnavailable;"],
  ])('fails the lint in %s', async (filePath, source) => {
    expect(await refused(filePath, source)).toBe(true);
  });

  it.each([
    ['lib/server/api/x.ts', "import { ApiError } from './errors';\nexport const f = (e: unknown) => ApiError.is(e);"],
    ['lib/server/api/x.ts', 'export const f = (e: unknown) => e instanceof Error || e instanceof RangeError || e instanceof TypeError;'],
    ['lib/server/api/x.ts', 'export const f = (e: unknown) => e instanceof Response || e instanceof URLSearchParams;'],
  ])('passes the lint: %s', async (filePath, source) => {
    expect(await refused(filePath, source)).toBe(false);
  });
});
