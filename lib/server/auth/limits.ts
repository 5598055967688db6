/**
 * Abuse limits of issue 3 (documented in docs/SECURITY.md). Windows are in seconds.
 */
export const AUTH_LIMITS = {
  smsCodeDigits: 6,
  smsCodeValidSeconds: 600,
  smsCodeMaxAttempts: 5,
  smsPerPhone: [
    { limit: 1, window: 60, key: 'minute', message: 'Auth.smsTooFrequent' },
    { limit: 5, window: 3600, key: 'hour', message: 'Auth.smsHourLimit' },
    { limit: 10, window: 86400, key: 'day', message: 'Auth.smsDayLimit' },
  ],
  smsPerIp: [
    { limit: 30, window: 3600, key: 'hour', message: 'Auth.ipLimit' },
    { limit: 100, window: 86400, key: 'day', message: 'Auth.ipLimit' },
  ],
  /** verifyMobileIsExist and verifyUserNameIsExist, per IP. */
  existsPerIp: [
    { limit: 60, window: 600, key: '10min', message: 'Auth.ipLimit' },
    { limit: 300, window: 86400, key: 'day', message: 'Auth.ipLimit' },
  ],
  captchaValidSeconds: 300,
  /** Failed password logins: per account and per IP, in a sliding-off fixed window. */
  loginFailuresPerAccount: { limit: 5, window: 900 },
  loginFailuresPerIp: { limit: 50, window: 900 },
  wechatStateValidSeconds: 600,
  /** An SSO token may live at most this long (exp - iat) and is refused once this old. */
  ssoTokenMaxSeconds: 120,
  /** Tolerated clock difference with the SSO issuer (iat slightly in the future). */
  ssoClockToleranceSeconds: 30,
} as const;

export type LimitStep = { limit: number; window: number; key: string; message: string };
