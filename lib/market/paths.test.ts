import { describe, expect, it } from 'vitest';
import { productListHref, productListQuery } from './paths';

describe('product list addresses', () => {
  it('keeps the filters and the page in the address, leaving out empty values and page 1', () => {
    expect(productListHref({ keyword: 'Charpy', expense: '', page: 1 })).toBe('/zhj/productList?keyword=Charpy');
    expect(productListHref({ origin: 'curated', page: 2 })).toBe('/zhj/productList?origin=curated&page=2');
    expect(productListHref({})).toBe('/zhj/productList');
  });
  it('reads only the known keys of the query', () => {
    expect(productListQuery({ keyword: ['GB', 'x'], other: 'y', page: '3' })).toEqual({ keyword: 'GB', page: '3' });
  });
});
