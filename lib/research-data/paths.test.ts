import { rdListHref, rdListQuery } from './paths';

describe('the shared-data list address', () => {
  it('keeps known filters and drops unknown keys, bad values and page 1', () => {
    expect(rdListQuery({ keyword: ' Q355 ', experimentType: 'tensile', visibility: 'secret', page: '1', x: 'y' })).toEqual({ keyword: 'Q355', experimentType: 'tensile' });
    expect(rdListQuery({ page: '3' })).toEqual({ page: '3' });
    expect(rdListQuery({ page: '0' })).toEqual({});
  });
  it('writes the query back as a link', () => {
    expect(rdListHref({ keyword: 'Q355', page: 1 })).toBe('/allServer/allServer?keyword=Q355');
    expect(rdListHref({ page: 2 })).toBe('/allServer/allServer?page=2');
  });
});
