/**
 * The sign-in domain's patterns without zod: the contract's fields (lib/auth/contract.ts) are built
 * from them, and the sign-in forms use them for quick checks (is this a mobile number worth asking
 * the server about?) without loading zod before the visitor types (issue 10, page weight).
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** Login names: 4 to 32 letters, digits, underscores; must not look like a mobile number. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
