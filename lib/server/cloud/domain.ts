import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as cloudTables from '@/lib/server/db/schema/cloud';
import * as cloudOrdersTables from '@/lib/server/db/schema/cloud-orders';
import * as cloudAppointmentsTables from '@/lib/server/db/schema/cloud-appointments';
import { cloudEndpoints } from './endpoints';
import { cloudSeedStep } from './seed';
import { cloudOrderEndpoints } from './orders/endpoints';
import { testingFulfilment } from './orders/paid';
import { orderFileOwner, resultFileOwner } from './orders/access';
import { appointmentEndpoints } from './appointments/endpoints';
import { appointmentFulfilment } from './appointments/paid';
import { appointmentsSeedStep } from './appointments/seed';
import { appointmentFileOwner } from './appointments/access';
import { drawingEndpoints } from './drawings';
import { labApplicationFileOwner } from './files';
import { laboratoryReviewHooks } from './applications';
import { linkedDetectionOrders } from './orders/custom-detections';

/** The cloud domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const cloudDomain = defineDomain({
  name: 'cloud',
  summary: 'Cloud testing: laboratories and their settlement, test orders, appointments, processing drawings.',
  endpoints: [...cloudEndpoints, ...cloudOrderEndpoints, ...appointmentEndpoints, ...drawingEndpoints],
  seedSteps: [cloudSeedStep, appointmentsSeedStep],
  fulfilments: { testing: testingFulfilment, appointment: appointmentFulfilment },
  fileOwners: [labApplicationFileOwner, orderFileOwner, resultFileOwner, appointmentFileOwner],
  reviewHooks: { laboratory: laboratoryReviewHooks },
  answers: { linkedDetectionOrders },
  tables: tablesOf(cloudTables, cloudOrdersTables, cloudAppointmentsTables),
  dependsOn: ['custom'],
  routes: ['/cloud', '/case', '/cloudCaseDetail', '/cloudGrade', '/my/checkBag', '/my/checkList', '/my/laboratoryOrder', '/my/laboratoryOrderDetail', '/my/laboratorySettledCheck', '/my/requirementList', '/my/administration/cloudServices', '/my/administration/commonDetectionPackage', '/my/administration/laboratory', '/my/administration/remoteScientificResearch'],
  messages: ['Cloud', 'CloudOrders', 'CloudAppointments'],
  docs: ['docs/CLOUD.md'],
  tests: ['appointments', 'drawings'],
});
