import { ESLint } from 'eslint';

/**
 * The import boundaries of eslint.boundaries.mjs fail the lint when broken: each case lints a
 * one-line file at a path where the import is forbidden (and one where it is allowed).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const x = 1;\n`, { filePath });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it.each([
    ['lib/server/materials/x.ts', "import { request } from '@/lib/api/client';"],
    ['lib/server/materials/x.ts', "import { NavLink } from '@/components/layout/nav-link';"],
    ['lib/server/api/x.ts', "import { materialEndpoints } from '@/lib/server/materials/endpoints';"],
    ['lib/server/db/x.ts', "import { seedSteps } from '@/lib/server/registry';"],
    ['lib/materials/x.ts', "import { getDb } from '@/lib/server/database';"],
    ['lib/api/x.ts', "import { searchMaterials } from '@/lib/server/materials/search';"],
    ['components/materials/x.tsx', "import { GradePicker } from '@/components/intelligence/grade-picker';"],
    ['components/account/x.tsx', "import { LoginForm } from '@/components/auth/login-form';"],
    ['components/materials/x.tsx', "import { detailFixture } from '@/tests/fixtures/material-detail';"],
    ['components/materials/x.tsx', "import { materialCalls } from '@/lib/materials/contract';"],
    ['components/materials/server/x.tsx', "import { GradePicker } from '@/components/intelligence/grade-picker';"],
    ['components/materials/server/x.tsx', "import { z } from 'zod';"],
    ['lib/api/x.ts', "import { authCalls } from '@/lib/auth/contract';"],
    // The payment core and the other platform services know no product.
    ['lib/server/payments/x.ts', "import { startPaidTestingOrder } from '@/lib/server/cloud/orders/paid';"],
    ['lib/server/payments/x.ts', "import { fulfilments } from '@/lib/server/registry';"],
    ['lib/server/reviews/x.ts', "import { libraryEndpoints } from '@/lib/server/library/endpoints';"],
    // Domains that were missing from the old hand-kept lists are fenced now.
    ['lib/server/materials/x.ts', "import { standardItemId } from '@/lib/server/library/detail';"],
    ['lib/server/standards/x.ts', "import { exportCompany } from '@/lib/server/research-data/company';"],
    ['lib/server/cloud/x.ts', "import { workbookOf } from '@/lib/server/intelligence/export';"],
    ['components/research-data/x.tsx', "import { PublicStandards } from '@/components/standards/public-standards';"],
    ['components/cloud/x.tsx', "import { LibraryFilter } from '@/components/library/library-filter';"],
    ['lib/cloud/x.ts', "import { getDb } from '@/lib/server/database';"],
    // Shared UI imports no domain's components.
    ['components/commerce/x.tsx', "import { OrderList } from '@/components/cloud/orders/order-list';"],
    ['components/layout/x.tsx', "import { UnreadBadge } from '@/components/materials/x';"],
  ])('refuses %s: %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  }, 60_000);

  it.each([
    ['lib/server/materials/x.ts', "import { materialCalls } from '@/lib/materials/contract';"],
    ['components/materials/x.tsx', "import { NavLink } from '@/components/layout/nav-link';"],
    ['app/[locale]/x/page.tsx', "import { DetailView } from '@/components/materials/detail-view';"],
    ['components/materials/x.tsx', "import { materialCalls } from '@/lib/api/calls/materials';"],
    ['components/materials/x.tsx', "import type { materialCalls } from '@/lib/materials/contract';"],
    ['components/auth/x.tsx', "import { mobileField } from '@/lib/auth/contract';"],
    // Products use the platform services and the shared commerce UI; declared one-way dependencies hold.
    ['lib/server/cloud/x.ts', "import { registerFulfilment } from '@/lib/server/payments/fulfilment';"],
    ['lib/server/library/x.ts', "import { workbookOf } from '@/lib/server/export/workbook';"],
    ['lib/server/library/x.ts', "import { DATASETS } from '@/lib/server/materials/import/datasets';"],
    ['components/cloud/x.tsx', "import { PayDialog } from '@/components/commerce/pay-dialog';"],
    ['lib/server/cloud/x.ts', "import { PAYMENT_DAYS } from '@/lib/cloud/order-contract';"],
    ['components/materials/server/x.tsx', "import { materialCalls } from '@/lib/materials/contract';"],
    ['components/standards/server/x.tsx', "import { standardCalls } from '@/lib/standards/contract';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  }, 60_000);
});
