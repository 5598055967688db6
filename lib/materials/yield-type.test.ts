import { yieldTypeCode } from './yield-type';

describe('yieldTypeCode', () => {
  it('reads the symbols the reference data writes', () => {
    expect(yieldTypeCode('ReH (upper yield)')).toBe('ReH');
    expect(yieldTypeCode('ReH')).toBe('ReH');
    expect(yieldTypeCode('ReL')).toBe('ReL');
    expect(yieldTypeCode('Rp0.2')).toBe('Rp02');
    expect(yieldTypeCode('yield point')).toBe('yieldPoint');
    expect(yieldTypeCode('>=355')).toBeNull();
    expect(yieldTypeCode(null)).toBeNull();
  });
});
