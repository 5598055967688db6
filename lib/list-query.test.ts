import { describe, expect, it } from 'vitest';
import { listHref, readListQuery } from './list-query';

describe('the list query read from the address', () => {
  it('keeps only the list keys, trimmed, the first of repeated values, empty ones dropped', () => {
    expect(readListQuery({ keyword: ' 1591 ', yearFrom: '', other: 'x', kind: ['a', 'b'] }, ['keyword', 'yearFrom', 'kind'])).toEqual({ keyword: '1591', kind: 'a' });
    expect(readListQuery(new URLSearchParams('keyword=Q355&x=1'), ['keyword'])).toEqual({ keyword: 'Q355' });
  });

  it('keeps a page only as a whole number from 2 to 10,000', () => {
    const keys = ['page'];
    expect(readListQuery({ page: '3' }, keys)).toEqual({ page: '3' });
    expect(readListQuery({ page: ['2', '3'] }, keys)).toEqual({ page: '2' });
    for (const bad of ['1', '0', '-2', '2.5', 'abc', '10001', '1e3']) expect(readListQuery({ page: bad }, keys)).toEqual({});
  });

  it('drops a value outside a closed set and cuts long text', () => {
    expect(readListQuery({ visibility: 'secret', kind: 'public' }, ['visibility', 'kind'], { oneOf: { visibility: ['public'], kind: ['public'] } })).toEqual({ kind: 'public' });
    expect(readListQuery({ keyword: 'x'.repeat(300) }, ['keyword']).keyword).toHaveLength(100);
  });

  it('writes an address without empty values, page 1 or defaults', () => {
    expect(listHref('/cloud/userList', { kind: 'lab', page: 1, q: '' })).toBe('/cloud/userList?kind=lab');
    expect(listHref('/cloud/userList', {})).toBe('/cloud/userList');
    expect(listHref('/l', { sort: 'relevance', page: 2, other: 'x' }, { keys: ['page', 'sort'], defaults: { sort: 'relevance' } })).toBe('/l?page=2');
  });
});
