/**
 * The portal's screen routes (../shared/spec/routes.json), as the app knows them.
 * `built` marks the routes that exist so far; the others answer the 404 page until their
 * issue lands. The header, the breadcrumb, the sitemap and the e2e route sweep read this table.
 */
export type RouteAuth = 'public' | 'user' | 'company' | 'admin';

export interface RouteInfo {
  path: string;
  area: Area;
  auth: RouteAuth;
  built?: boolean;
}

export const AREAS = [
  'portal',
  'materials',
  'cloud-testing',
  'customization',
  'library',
  'ranking',
  'research-data',
  'data-market',
  'ai',
  'catalogue',
  'content',
  'account',
  'payments',
  'personal-centre',
  'administration',
  'enterprise',
] as const;
export type Area = (typeof AREAS)[number];

const r = (path: string, area: Area, auth: RouteAuth = 'public', built = false): RouteInfo => ({ path, area, auth, built });

export const ROUTES: RouteInfo[] = [
  r('/', 'portal', 'public', true),
  r('/home', 'portal', 'public', true),
  r('/aboutUs', 'portal', 'public', true),
  r('/questionnaire', 'portal', 'public', true),
  // The API reference (issue 53 item 1): not in routes.json; every /atsteel/ call, from the OpenAPI document.
  r('/apiReference', 'portal', 'public', true),
  r('/hotSearch', 'materials', 'public', true),
  r('/material/materialHome', 'materials', 'public', true),
  r('/material/searchHV', 'materials', 'public', true),
  r('/material/searchLHJ', 'materials', 'public', true),
  r('/mind/mindIndex', 'materials', 'public', true),
  r('/mind/seeDetail', 'materials', 'public', true),
  r('/mind/seeDetailHC', 'materials', 'public', true),
  r('/mind/seeDetailLHJ', 'materials', 'public', true),
  r('/mind/mindCompare', 'materials', 'public', true),
  r('/mind/mindEchart', 'materials', 'public', true),
  r('/mind/gcMatching', 'materials', 'public', true),
  r('/mind/gcMatchingNext', 'materials', 'public', true),
  r('/mind/standard', 'materials', 'public', true),
  r('/login', 'account', 'public', true),
  r('/login22', 'account', 'public', true),
  r('/register', 'account', 'public', true),
  r('/password', 'account', 'public', true),
  r('/bindPhone', 'account', 'public', true),
  r('/wxBind', 'account', 'user', true),
  r('/wxSuccess', 'account', 'public', true),
  r('/my/info', 'personal-centre', 'user', true),
  r('/my/myFavorites', 'personal-centre', 'user', true),
  r('/my/deliveryAddress', 'personal-centre', 'user', true),
  r('/my/payment', 'personal-centre', 'user', true),
  r('/my/bill', 'personal-centre', 'user', true),
  // API keys (issue 53 item 2, docs/API-KEYS.md): not in routes.json, the personal centre's own screen.
  r('/my/apiKeys', 'personal-centre', 'user', true),
  r('/my/messageCentre', 'personal-centre', 'user', true),
  r('/my/suggestion', 'personal-centre', 'user', true),
  r('/my/documentOrder', 'personal-centre', 'user', true),
  r('/my/documentOrderDetail', 'personal-centre', 'user', true),
  r('/my/administration/visitStatistics', 'administration', 'admin', true),
  r('/my/administration/questionnaireResults', 'administration', 'admin', true),
  r('/my/administration/content', 'administration', 'admin', true),
  r('/my/administration/commonDetectionPackage', 'administration', 'admin', true),
  r('/my/administration/payOrder', 'administration', 'admin', true),
  // The detection order (issue 15, docs/CLOUD.md "Orders"); /cloud/reportVerify is not in routes.json: it is the signed report's public verification page.
  r('/my/checkList', 'personal-centre', 'user', true),
  r('/my/requirementList', 'personal-centre', 'user', true),
  r('/my/laboratoryOrder', 'personal-centre', 'user', true),
  r('/my/laboratoryOrderDetail', 'personal-centre', 'user', true),
  r('/my/administration/cloudServices', 'administration', 'admin', true),
  r('/cloud/requirementFill', 'cloud-testing', 'user', true),
  r('/cloud/requirementList', 'cloud-testing', 'public', true),
  r('/cloud/requirementDetail', 'cloud-testing', 'user', true),
  r('/cloud/highThroughput', 'cloud-testing', 'public', true),
  r('/cloud/reportVerify', 'cloud-testing', 'public', true),
  r('/cloudGrade', 'cloud-testing', 'public', true),
  r('/subscribePay', 'payments', 'user', true),
  r('/subscribePay/success', 'payments', 'user', true),
  r('/zfbPay', 'payments', 'user', true),
  r('/cloud/cloudHomepage', 'cloud-testing', 'public', true),
  r('/cloud/cloudCheck', 'cloud-testing', 'public', true),
  r('/cloud/cloudServer', 'cloud-testing', 'public', true),
  r('/cloud/checkList', 'cloud-testing', 'public', true),
  r('/cloud/testerList', 'cloud-testing', 'public', true),
  r('/cloud/testerDetail', 'cloud-testing', 'public', true),
  r('/cloud/testResources', 'cloud-testing', 'public', true),
  r('/cloud/userList', 'cloud-testing', 'public', true),
  r('/cloud/userDetail', 'cloud-testing', 'public', true),
  r('/cloud/cloudCase', 'cloud-testing', 'public', true),
  r('/cloudCaseDetail', 'cloud-testing', 'public', true),
  r('/cloud/testerSettled', 'cloud-testing', 'user', true),
  // Issue 35: /case → /cloud/cloudCase, /case/{id} → the case's detail.
  r('/case', 'cloud-testing', 'public', true),
  // Equipment appointments (issue 35, docs/CLOUD.md "Appointments"); "my appointments" is a tab of /my/requirementList and /my/laboratoryOrder.
  r('/cloud/subscribe', 'cloud-testing', 'user', true),
  r('/cloud/subscribePay', 'cloud-testing', 'user', true),
  r('/my/administration/remoteScientificResearch', 'administration', 'admin', true),
  r('/cloud/processingDrawings', 'cloud-testing', 'public', true),
  r('/my/checkBag', 'personal-centre', 'user', true),
  r('/my/laboratorySettledCheck', 'personal-centre', 'admin', true),
  r('/my/administration/laboratory', 'administration', 'admin', true),
  // Customisation orders (issue 34, docs/CUSTOM.md), with their linked detection orders (custom detection).
  r('/custom', 'customization', 'user', true),
  r('/custom/customList', 'customization', 'user', true),
  r('/custom/customDetail', 'customization', 'user', true),
  r('/custom/customDetectionDetail', 'customization', 'user', true),
  r('/my/customList', 'personal-centre', 'user', true),
  // Recommended products (issue 34, docs/CUSTOM.md).
  r('/cloud/recommendedProduct', 'cloud-testing', 'public', true),
  r('/cloud/recommendedProductDetails', 'cloud-testing', 'public', true),
  r('/cloud/releaseRecomProduct', 'cloud-testing', 'company', true),
  r('/my/businessRecommendProduct', 'enterprise', 'company', true),
  r('/my/businessRecommendProductAdd', 'enterprise', 'company', true),
  r('/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement', 'enterprise', 'company', true),
  r('/my/enterpriseProductCheck', 'personal-centre', 'admin', true),
  r('/librany/libranyList', 'library', 'public', true),
  r('/librany/libranyDetail', 'library', 'public', true),
  r('/librany/libranyBookDetail', 'library', 'public', true),
  r('/librany/libranyOrder', 'library', 'user', true),
  r('/librany/libranyPay', 'library', 'user', true),
  // The quality reliability ranking (issue 33, docs/RANKING.md).
  r('/quality/qualityRanking', 'ranking', 'public', true),
  r('/quality/skilRanking', 'ranking', 'public', true),
  r('/economy/economyHome', 'ranking', 'public', true),
  r('/economy/economyGrade', 'ranking', 'public', true),
  r('/economy/economyDetail', 'ranking', 'public', true),
  r('/economy/enconomyList', 'ranking', 'public', true),
  r('/economy/enconomyListFile', 'ranking', 'public', true),
  r('/economy/economyConDetail', 'ranking', 'public', true),
  r('/economy/economyApply', 'ranking', 'user', true),
  r('/economy/economySuccess', 'ranking', 'user', true),
  r('/economy/economySelect', 'ranking', 'user', true),
  r('/economy/economyUpload', 'ranking', 'user', true),
  r('/economy/economyPreview', 'ranking', 'user', true),
  r('/economy/economyRankComplete', 'ranking', 'user', true),
  r('/economy/economyOrder', 'ranking', 'user', true),
  r('/economy/economyPay', 'ranking', 'user', true),
  r('/economy/paySuccess', 'ranking', 'user', true),
  r('/my/specialReportOrder', 'personal-centre', 'user', true),
  r('/my/specialReportOrderDetail', 'personal-centre', 'user', true),
  // Publishing, announcements and the review of applications (issue 33): not in routes.json, like the other administration screens.
  r('/my/administration/qualityRanking', 'administration', 'admin', true),
  r('/allServer', 'research-data', 'public', true),
  r('/allServer/allServer', 'research-data', 'public', true),
  r('/allServer/seeDetail', 'research-data', 'public', true),
  r('/allServer/serverDetail', 'research-data', 'public', true),
  r('/allServer/myAllServer', 'research-data', 'user', true),
  r('/allServer/similarity', 'research-data', 'public', true),
  r('/allServer/similarityDetail', 'research-data', 'public', true),
  r('/allServer/similarityNewDetail', 'research-data', 'public', true),
  r('/allServer/allServerAdd', 'research-data', 'user', true),
  r('/my/researchCheck', 'personal-centre', 'admin', true),
  r('/allServer/brandDetail', 'research-data', 'public', true),
  r('/my/enterpriseStandardCheck', 'personal-centre', 'admin', true),
  r('/my/administration/enterpriseStandardManagement', 'administration', 'admin', true),
  r('/my/enterpriseInformationManagement/enterpriseStandardManagement', 'enterprise', 'company', true),
  // The `&` is literal in routes.json and in the folder name; browsers and Next send and match it unencoded.
  r('/my/enterpriseInformationManagement/R&dDataManagement', 'enterprise', 'company', true),
  // Enterprise accounts (issue 32): read views for every member, editing screens (…/enterpriseInformationManagement/) for the administrator.
  r('/my/business', 'enterprise', 'company', true),
  r('/my/companyEmployee', 'enterprise', 'company', true),
  r('/my/groupInfo', 'enterprise', 'company', true),
  r('/my/userList', 'enterprise', 'company', true),
  r('/my/businessOrder', 'enterprise', 'company', true),
  r('/my/enterpriseInformationManagement/basicInformationManagement', 'enterprise', 'company', true),
  r('/my/enterpriseInformationManagement/employeeInformationManagement', 'enterprise', 'company', true),
  r('/my/enterpriseInformationManagement/packetInformationManagement', 'enterprise', 'company', true),
  r('/my/enterpriseInformationManagement/enterpriseOrderManagement', 'enterprise', 'company', true),
  r('/my/enterpriseInformationManagement/DataManagement', 'enterprise', 'company', true),
  // The data-product marketplace (issue 37).
  r('/zhj/productList', 'data-market', 'public', true),
  r('/zhj/productDetail', 'data-market', 'public', true),
  r('/zhj/dataSet', 'data-market', 'public', true),
  r('/fileManage/list', 'catalogue', 'user', true),
  r('/fileManage/detail', 'catalogue', 'user', true),
  r('/standardParts/list', 'catalogue', 'public', true),
  r('/commonParts/list', 'catalogue', 'public', true),
  r('/commonParts/details', 'catalogue', 'public', true),
  r('/ai/steelAi', 'ai', 'user', true),
  r('/ai/steelChart', 'ai', 'user', true),
  r('/ai/steelDoc', 'ai', 'user', true),
  r('/ai/aiDoc', 'ai', 'user', true),
  r('/other', 'content', 'public', true),
  r('/other/journalismList', 'content', 'public', true),
  r('/other/journalismDetail', 'content', 'public', true),
  r('/other/storyDetail', 'content', 'public', true),
  r('/other/solutionDetail', 'content', 'public', true),
  r('/solution', 'content', 'public', true),
  r('/help', 'content', 'public', true),
  r('/help/helpList', 'content', 'public', true),
  r('/help/recordList', 'content', 'public', true),
  r('/expertServices', 'content', 'public', true),
  r('/expertServicesList', 'content', 'public', true),
  r('/industryApp', 'content', 'public', true),
  r('/industryAppList', 'content', 'public', true),
  r('/digitalTalentTraining', 'content', 'public', true),
  r('/digitalTalentTrainingList', 'content', 'public', true),
  // Editing the services directories (issue 31 behaviour 4): not in routes.json, like the other administration screens.
  r('/my/administration/directories', 'administration', 'admin', true),
  // The official holiday arrangement (issue 45 item 10, docs/CLOUD.md "Working days"): not in routes.json, like the other administration screens.
  r('/my/administration/holidays', 'administration', 'admin', true),
];

/** The header's main navigation: one entry per area of the portal. */
export const MAIN_NAV: { key: string; href: string; children?: { key: string; href: string }[] }[] = [
  { key: 'home', href: '/' },
  {
    key: 'materials',
    href: '/material/materialHome',
    children: [
      { key: 'materialHome', href: '/material/materialHome' },
      { key: 'mindIndex', href: '/mind/mindIndex' },
      { key: 'compare', href: '/mind/mindCompare' },
      { key: 'matching', href: '/mind/gcMatching' },
      { key: 'chart', href: '/mind/mindEchart' },
      { key: 'hotSearch', href: '/hotSearch' },
    ],
  },
  {
    key: 'cloud',
    href: '/cloud/cloudHomepage',
    children: [
      { key: 'cloudHome', href: '/cloud/cloudHomepage' },
      { key: 'recommendedProduct', href: '/cloud/recommendedProduct' },
      { key: 'custom', href: '/custom' },
      { key: 'processingDrawings', href: '/cloud/processingDrawings' },
    ],
  },
  { key: 'library', href: '/librany/libranyList' },
  {
    key: 'market',
    href: '/zhj/productList',
    children: [
      { key: 'dataProducts', href: '/zhj/productList' },
      { key: 'standardParts', href: '/standardParts/list' },
      { key: 'commonParts', href: '/commonParts/list' },
      { key: 'fileManage', href: '/fileManage/list' },
    ],
  },
  { key: 'research', href: '/allServer' },
  { key: 'ranking', href: '/economy/economyHome' },
  {
    key: 'ai',
    href: '/ai/steelAi',
    children: [
      { key: 'aiChat', href: '/ai/steelAi' },
      { key: 'aiChart', href: '/ai/steelChart' },
      { key: 'aiDoc', href: '/ai/steelDoc' },
    ],
  },
  { key: 'news', href: '/other/journalismList' },
  {
    key: 'services',
    href: '/expertServices',
    children: [
      { key: 'expertServices', href: '/expertServices' },
      { key: 'industryApp', href: '/industryApp' },
      { key: 'digitalTalentTraining', href: '/digitalTalentTraining' },
    ],
  },
];

/** The areas on the front page: only areas whose pages exist (tests/unit/links.test.ts). */
/** The footer's links (every page): pages a visitor looks for at the bottom. */
export const FOOTER_LINKS = [
  { key: 'aboutUs', href: '/aboutUs' },
  { key: 'questionnaire', href: '/questionnaire' },
  { key: 'news', href: '/other/journalismList' },
  { key: 'help', href: '/help/helpList' },
  { key: 'record', href: '/help/recordList' },
  { key: 'expertServices', href: '/expertServices' },
  { key: 'industryApp', href: '/industryApp' },
  { key: 'digitalTalentTraining', href: '/digitalTalentTraining' },
  { key: 'apiReference', href: '/apiReference' },
] as const;

export const HOME_AREAS = [
  { key: 'materials', href: '/material/materialHome', icon: '⚙' },
  { key: 'intelligence', href: '/mind/mindCompare', icon: '⇄' },
  { key: 'cloud', href: '/cloud/cloudHomepage', icon: '⚗' },
  { key: 'library', href: '/librany/libranyList', icon: '▤' },
  { key: 'market', href: '/zhj/productList', icon: '▦' },
  { key: 'research', href: '/allServer', icon: '◈' },
  { key: 'ranking', href: '/economy/economyHome', icon: '★' },
  { key: 'news', href: '/other/journalismList', icon: '✎' },
] as const;

/**
 * The spec's routes with a parameter, as routes.json writes them (`{id}` required, `{id?}` optional: the list at the
 * bare path and one record below it). The pages exist as `[id]` folders; the e2e route walk derives its targets from
 * these and ROUTES (a clean clone in CI has no spec folder beside it), and tests/unit/links.test.ts checks both against
 * routes.json where it is.
 */
export const SPEC_PARAM_ROUTES: readonly RouteInfo[] = [
  r('/allServer/{id}', 'research-data', 'public'),
  r('/case/{id?}', 'cloud-testing', 'public'),
  r('/librany/{id?}', 'library', 'public'),
  r('/libranyBook/{id?}', 'library', 'public'),
  r('/economy/{id?}', 'ranking', 'public'),
  r('/conDetail/{id?}', 'ranking', 'public'),
  r('/rank/{id?}', 'ranking', 'public'),
  r('/help/{id?}', 'content', 'public'),
  r('/other/{id?}', 'content', 'public'),
  r('/solution/{id?}', 'content', 'public'),
];

export function findRoute(path: string): RouteInfo | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function builtRoutes(): RouteInfo[] {
  return ROUTES.filter((route) => route.built);
}
