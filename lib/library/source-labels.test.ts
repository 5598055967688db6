import { licenceKey, sourceKey } from './source-labels';

describe('library source labels', () => {
  it('turns the portal\'s stored wording into message keys, never a table name on screen', () => {
    expect(sourceKey('material_standards')).toBe('sources.materialStandards');
    expect(sourceKey('demo')).toBe('sources.demo');
    expect(sourceKey('atsteel portal (lib/intelligence)')).toBe('sources.portalMethods');
    expect(licenceKey('atsteel portal, free to share with attribution')).toBe('licences.portalShare');
  });

  it('leaves a data set\'s own source as data', () => {
    expect(sourceKey('https://example.org/data')).toBeNull();
    expect(licenceKey('CC BY 4.0')).toBeNull();
    expect(sourceKey(null)).toBeNull();
  });
});
