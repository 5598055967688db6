import 'server-only';
import type { EndpointDef } from '@/lib/server/api/types';
import type { SeedStep } from '@/lib/server/ports/seed';
import type { OrderType } from '@/lib/payments/contract';
import { registerFulfilment, type Fulfilment } from '@/lib/server/payments/fulfilment';
import { accountEndpoints } from '@/lib/server/account/endpoints';
import { accountSeedStep } from '@/lib/server/account/seed';
import { cloudEndpoints } from '@/lib/server/cloud/endpoints';
import { cloudSeedStep } from '@/lib/server/cloud/seed';
import { fileEndpoints } from '@/lib/server/files/endpoints';
import { gatewayEndpoints } from '@/lib/server/auth/gateway-endpoints';
import { loginEndpoints } from '@/lib/server/auth/endpoints';
import { authSeedStep } from '@/lib/server/auth/seed';
import { intelligenceEndpoints } from '@/lib/server/intelligence/endpoints';
import { intelligenceSeedStep, weldSelectionSeedStep } from '@/lib/server/intelligence/seed';
import { libraryEndpoints } from '@/lib/server/library/endpoints';
import { libraryFulfilment } from '@/lib/server/library/fulfilment';
import { librarySeedStep } from '@/lib/server/library/seed';
import { cloudOrderEndpoints } from '@/lib/server/cloud/orders/endpoints';
import { testingFulfilment } from '@/lib/server/cloud/orders/paid';
import { customEndpoints } from '@/lib/server/custom/endpoints';
import { customFulfilment } from '@/lib/server/custom/actions';
import { productEndpoints } from '@/lib/server/products/endpoints';
import { productsSeedStep } from '@/lib/server/products/seed';
import { appointmentEndpoints } from '@/lib/server/cloud/appointments/endpoints';
import { appointmentFulfilment } from '@/lib/server/cloud/appointments/paid';
import { appointmentsSeedStep } from '@/lib/server/cloud/appointments/seed';
import { drawingEndpoints } from '@/lib/server/cloud/drawings';
import { standardEndpoints } from '@/lib/server/standards/endpoints';
import { standardsSeedStep } from '@/lib/server/standards/seed';
import { researchDataEndpoints } from '@/lib/server/research-data/endpoints';
import { researchDataSeedStep } from '@/lib/server/research-data/seed';
import { marketEndpoints } from '@/lib/server/market/endpoints';
import { dataProductFulfilment } from '@/lib/server/market/fulfilment';
import { marketSeedStep } from '@/lib/server/market/seed';
import { materialEndpoints } from '@/lib/server/materials/endpoints';
import { materialsEditionsSeedStep, materialsRankFactsSeedStep, materialsSeedStep, materialsVacuumSeedStep } from '@/lib/server/materials/seed';
import { messageEndpoints } from '@/lib/server/messages/endpoints';
import { bankAccountSeedStep } from '@/lib/server/payments/bank-transfer';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { paymentEndpoints } from '@/lib/server/payments/endpoints';
import { vipFulfilment } from '@/lib/server/payments/vip-membership';
import { reviewEndpoints } from '@/lib/server/reviews/endpoints';
import { suggestionEndpoints } from '@/lib/server/suggestions/endpoints';
import { platformEndpoints } from '@/lib/server/platform/endpoints';
import { calendarEndpoints } from '@/lib/server/calendar/endpoints';
import { questionnaireEndpoints } from '@/lib/server/questionnaire/endpoints';
import { questionnaireSeedStep } from '@/lib/server/questionnaire/seed';
import { contentEndpoints } from '@/lib/server/content/endpoints';
import { contentSeedStep } from '@/lib/server/content/seed';
import { directoryEndpoints } from '@/lib/server/directories/endpoints';
import { directoriesSeedStep } from '@/lib/server/directories/seed';
import { enterpriseEndpoints } from '@/lib/server/enterprise/endpoints';
import { siteEndpoints } from '@/lib/server/site/endpoints';
import { siteSeedStep } from '@/lib/server/site/seed';
import { wechatEndpoints } from '@/lib/server/wechat/endpoints';
import { rankingEndpoints } from '@/lib/server/ranking/endpoints';
import { rankingReportFulfilment } from '@/lib/server/ranking/reports';
import { rankingReportAuthorSeedStep, rankingReportsSeedStep, rankingSeedStep } from '@/lib/server/ranking/seed';
import { aiEndpoints } from '@/lib/server/ai/endpoints';

/**
 * The composition root: every domain, its endpoints and its seed steps, listed once. The
 * infrastructure (lib/server/api, lib/server/db) imports no domain; it is handed these lists by
 * lib/server/entry.ts and lib/server/services.ts; the payment core is handed each product's
 * fulfilment below. Adding a domain: docs/ARCHITECTURE.md.
 */
export const domains: { name: string; endpoints: readonly EndpointDef<any>[]; seedSteps?: readonly SeedStep[] }[] = [
  { name: 'platform', endpoints: platformEndpoints },
  { name: 'calendar', endpoints: calendarEndpoints },
  { name: 'auth', endpoints: [...loginEndpoints, ...gatewayEndpoints], seedSteps: [authSeedStep] },
  { name: 'wechat', endpoints: wechatEndpoints },
  { name: 'account', endpoints: accountEndpoints, seedSteps: [accountSeedStep] },
  { name: 'files', endpoints: fileEndpoints },
  { name: 'intelligence', endpoints: intelligenceEndpoints },
  { name: 'materials', endpoints: materialEndpoints, seedSteps: [materialsSeedStep, materialsVacuumSeedStep, materialsRankFactsSeedStep, materialsEditionsSeedStep] },
  { name: 'messages', endpoints: messageEndpoints },
  { name: 'reviews', endpoints: reviewEndpoints },
  { name: 'suggestions', endpoints: suggestionEndpoints },
  { name: 'payments', endpoints: paymentEndpoints, seedSteps: [paymentsSeedStep, bankAccountSeedStep] },
  { name: 'library', endpoints: libraryEndpoints, seedSteps: [librarySeedStep] },
  { name: 'cloud', endpoints: cloudEndpoints, seedSteps: [cloudSeedStep] },
  { name: 'cloud-orders', endpoints: cloudOrderEndpoints },
  { name: 'cloud-appointments', endpoints: [...appointmentEndpoints, ...drawingEndpoints], seedSteps: [appointmentsSeedStep] },
  { name: 'standards', endpoints: standardEndpoints, seedSteps: [standardsSeedStep] },
  { name: 'researchData', endpoints: researchDataEndpoints, seedSteps: [researchDataSeedStep] },
  { name: 'questionnaire', endpoints: questionnaireEndpoints, seedSteps: [questionnaireSeedStep] },
  { name: 'site', endpoints: siteEndpoints, seedSteps: [siteSeedStep] },
  { name: 'content', endpoints: contentEndpoints, seedSteps: [contentSeedStep] },
  { name: 'directories', endpoints: directoryEndpoints, seedSteps: [directoriesSeedStep] },
  { name: 'enterprise', endpoints: enterpriseEndpoints },
  { name: 'products', endpoints: productEndpoints, seedSteps: [productsSeedStep] },
  { name: 'custom', endpoints: customEndpoints },
  { name: 'market', endpoints: marketEndpoints, seedSteps: [marketSeedStep] },
  { name: 'ranking', endpoints: rankingEndpoints, seedSteps: [rankingSeedStep, rankingReportsSeedStep, rankingReportAuthorSeedStep] },
  { name: 'ai', endpoints: aiEndpoints },
];

/** Every /atsteel/ endpoint; docs/API.md is generated from this list. */
export const endpoints: EndpointDef<any>[] = domains.flatMap((d) => d.endpoints);

/** Seed steps in order (materials before intelligence: the cross-references need the records; the library after materials and the payments catalogue; the cloud after the accounts' users and regions; the standards and the R&D data after the accounts; the questionnaire, the site's own pages and the editorial content, then the services directories, which read the cloud's experts; the recommended products after the accounts). */
export const seedSteps: SeedStep[] = [authSeedStep, accountSeedStep, materialsSeedStep, materialsVacuumSeedStep, materialsRankFactsSeedStep, materialsEditionsSeedStep, intelligenceSeedStep, weldSelectionSeedStep, paymentsSeedStep, bankAccountSeedStep, librarySeedStep, cloudSeedStep, appointmentsSeedStep, standardsSeedStep, researchDataSeedStep, questionnaireSeedStep, siteSeedStep, contentSeedStep, directoriesSeedStep, productsSeedStep, marketSeedStep, rankingSeedStep, rankingReportsSeedStep, rankingReportAuthorSeedStep];

/**
 * What happens when an order of each type is paid, cancelled or expires (docs/PAYMENTS.md,
 * "Fulfilment"). The payment core imports no product: each product hands it its hooks here, and the
 * Record type makes a new order type fail the type check until someone says what it delivers.
 */
export const fulfilments: Record<OrderType, Fulfilment> = {
  vip: vipFulfilment,
  book: libraryFulfilment,
  document: libraryFulfilment,
  report: rankingReportFulfilment,
  dataProduct: dataProductFulfilment,
  testing: testingFulfilment,
  custom: customFulfilment,
  appointment: appointmentFulfilment,
};
for (const [type, fulfilment] of Object.entries(fulfilments) as [OrderType, Fulfilment][]) registerFulfilment(type, fulfilment);
