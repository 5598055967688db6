import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as paymentsTables from '@/lib/server/db/schema/payments';
import * as paySandboxTables from '@/lib/server/db/schema/pay-sandbox';
import { paymentEndpoints } from './endpoints';
import { paymentsSeedStep } from './catalogue';
import { bankAccountSeedStep } from './bank-transfer';
import { vipFulfilment } from './vip-membership';
import { startPaymentJobs } from './jobs';

/** The payments domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const paymentsDomain = defineDomain({
  name: 'payments',
  summary: 'The payment core: orders, providers, invoices, bank transfers, VIP membership.',
  endpoints: paymentEndpoints,
  seedSteps: [paymentsSeedStep, bankAccountSeedStep],
  fulfilments: { vip: vipFulfilment },
  jobs: [{ name: 'payments.jobs', start: (services) => startPaymentJobs(services) }],
  tables: tablesOf(paymentsTables, paySandboxTables),
  routes: ['/subscribePay', '/zfbPay', '/my/bill', '/my/payment', '/my/administration/payOrder'],
  messages: ['Payments', 'PaymentScreens', 'PaySandbox'],
  docs: ['docs/PAYMENTS.md', 'docs/PAYMENT-PROVIDERS.md', 'docs/PAYMENT-SCREENS.md'],
  tests: ['pay-providers'],
});
