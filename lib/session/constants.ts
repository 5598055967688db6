/** Cookie and storage names of the session model (spec sections 3, 4 and 9). */
export const COOKIE = {
  token: 'token',
  userName: 'userName',
  userType: 'userType',
  companyName: 'companyName',
  isStandardSystem: 'isStandardSystem',
  isCompanyUser: 'isCompanyUser',
  permission: 'permission',
  lang: 'lang',
  playLang: 'PLAY_LANG',
  /** Marker written when the page was opened with ?cxl=1 (embedded view, breadcrumb hidden). */
  cxl: 'cxl',
} as const;

/** Session cookies filled by checkLogin and cleared at logout. */
export const SESSION_COOKIES = [
  COOKIE.token,
  COOKIE.userName,
  COOKIE.userType,
  COOKIE.companyName,
  COOKIE.isStandardSystem,
  COOKIE.isCompanyUser,
  COOKIE.permission,
] as const;

export const STORAGE = {
  lang: 'lang',
  code: 'code',
  visitorToken: 'visitorToken',
  menu: 'listSysMenuUser',
  chunkReloadAt: 'chunkReloadAt',
} as const;

export const LIMITS = {
  /** Session cookies and the token cookie live one day. */
  sessionCookieSeconds: 86400,
  langCookieDays: 365,
  httpTimeoutMs: 60000,
  permissionPollMs: 10000,
  chunkReloadGuardMs: 60000,
  loginCheckDelayMs: 500,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
} as const;

export const RESPONSE_CODE = {
  success: 0,
  failure: -1,
  noToken: -100,
  invalidToken: -101,
} as const;

/**
 * Name of the global function the embedded desktop client injects into its web view.
 * Its presence means: content is not hidden, SSO is skipped, and (in hidden-content mode)
 * clicked text is reported to it.
 */
export const EMBEDDED_CLIENT_FUNCTION = 'atsteelClientBridge';

/** Query parameters with a meaning of their own. */
export const QUERY = {
  cxl: 'cxl',
  refresh: 'refresh',
  pointData: 'pointData',
  ssoToken: 'ssotoken',
} as const;
