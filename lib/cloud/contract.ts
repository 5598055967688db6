import { call, noInput, pageSchema, type Paged } from '@/lib/contract';
import { bagPageSchema, saveBagSchema, type BagCard } from './contract-bags';
import { casePageSchema, estimateSchema, listItemsSchema, type CaseCard, type CatalogueItem, type CloudHome, type Estimate } from './contract-catalogue';
import { idSchema } from './contract-fields';
import { adminLabPageSchema, labIdSchema, labPageSchema, labStatusSchema, saveApplicationSchema, type AdminLabRow, type ApplicationView, type LabCard, type LabDetail, type Region } from './contract-labs';
import { profilePageSchema, type ProfileCard, type ProfileDetail } from './contract-profiles';

export * from './types';
export * from './contract-bags';
export * from './contract-catalogue';
export { cycleDaysField, idSchema, paramsField, priceFenField } from './contract-fields';
export * from './contract-labs';
export * from './contract-profiles';

/**
 * Cloud testing and preparation services, part A (issue 15 items 1–3; spec sections 2 /cloud, 3
 * "test bag" and "laboratory application", 6, 7 "cloudService", "detectionResource", "laboratory
 * calls"): the catalogue, laboratories, estimation, test bags, settlement applications and the
 * public experts and testers. docs/CLOUD.md. This file is the call table; each concern's inputs and
 * answers live beside it (contract-catalogue, contract-labs, contract-bags, contract-profiles, and
 * the shared field rules in contract-fields), all re-exported here.
 */

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7: cloudService, detectionResource and laboratory calls)

export const cloudCalls = {
  home: call('GET', 'cloudService/home', noInput).returns<CloudHome>(),
  listItems: call('GET', 'cloudService/listItems', listItemsSchema).returns<CatalogueItem[]>(),
  casePage: call('GET', 'cloudService/casePage', casePageSchema).returns<Paged<CaseCard>>(),
  caseDetail: call('GET', 'cloudService/caseDetail', idSchema).returns<CaseCard>(),
  /** Provinces that have at least one active laboratory (the list's region filter). */
  listRegions: call('GET', 'detectionResource/listRegions', noInput).returns<Region[]>(),
  labPage: call('GET', 'detectionResource/page', labPageSchema).returns<Paged<LabCard>>(),
  labDetail: call('GET', 'laboratory/get', labIdSchema).returns<LabDetail>(),
  estimate: call('POST', 'detectionResource/estimate', estimateSchema).returns<Estimate>(),
  bagPage: call('GET', 'testBag/page', bagPageSchema).returns<Paged<BagCard>>(),
  bagGet: call('GET', 'testBag/get', idSchema).returns<BagCard>(),
  myBagPage: call('GET', 'testBag/myPage', pageSchema).returns<Paged<BagCard>>(),
  saveBag: call('POST', 'testBag/save', saveBagSchema).returns<BagCard>(),
  deleteBag: call('POST', 'testBag/delete', idSchema).returns<null>(),
  /** Wrapped: an empty `data` answers the whole envelope in the browser (spec section 7), so "none yet" is `{ application: null }`. */
  myApplication: call('GET', 'laboratory/myApplication', noInput).returns<{ application: ApplicationView | null }>(),
  saveApplication: call('POST', 'laboratory/saveApplication', saveApplicationSchema).returns<ApplicationView>(),
  withdrawApplication: call('POST', 'laboratory/withdrawApplication', noInput).returns<ApplicationView>(),
  getApplication: call('GET', 'laboratory/getApplication', idSchema).returns<ApplicationView>(),
  adminLabPage: call('GET', 'laboratory/adminPage', adminLabPageSchema).returns<Paged<AdminLabRow>>(),
  setLabStatus: call('POST', 'laboratory/setStatus', labStatusSchema).returns<AdminLabRow>(),
  profilePage: call('GET', 'cloudUser/page', profilePageSchema).returns<Paged<ProfileCard>>(),
  profileDetail: call('GET', 'cloudUser/get', idSchema).returns<ProfileDetail>(),
};

/** The detection order's calls (helper B, lib/cloud/order-contract.ts), listed here so the browser calls of the cloud domain include them. */
export { cloudOrderCalls } from './order-contract';

/** Equipment appointments (issue 35, lib/cloud/appointment-contract.ts), listed here so the browser calls of the cloud domain include them. */
export { appointmentCalls } from './appointment-contract';
export { drawingCalls } from './drawing-contract';
