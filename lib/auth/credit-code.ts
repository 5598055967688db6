/**
 * The unified social credit code of GB 32100-2015: 18 characters of the code set 0-9 and A-Z without I, O, S, V, Z;
 * the 18th is a check character, 31 minus the weighted sum of the first 17 modulo 31 (31 written as 0). Used by
 * registration (lib/auth/contract.ts) and by the company information of enterprise accounts (lib/enterprise).
 */
const CODE_SET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters, or null when one is outside the code set. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CODE_SET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[i];
  }
  const check = 31 - (sum % 31);
  return CODE_SET[check === 31 ? 0 : check];
}

/** Whether `code` is a unified social credit code with the right check character (upper case, as printed). */
export function isValidCreditCode(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
