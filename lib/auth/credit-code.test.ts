import { creditCodeCheckChar, isValidCreditCode } from './credit-code';

describe('unified social credit code (GB 32100)', () => {
  it('accepts codes with the right check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('911100007109310534')).toBe(true);
  });

  it('refuses a wrong check character, letters outside the code set and the wrong length', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91110000DEMO00001X')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(creditCodeCheckChar('9135010OM000100Y4')).toBeNull();
  });
});
