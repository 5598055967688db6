import { describe, expect, it } from 'vitest';
import { formatBytes, listHref, listQuery } from './format';

describe('library formatting', () => {
  it('formats file sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_800)).toBe('12.5 KB');
  });

  it('keeps only the list keys with a value and drops defaults from the address', () => {
    expect(listQuery({ keyword: ' 1591 ', yearFrom: '', other: 'x', page: ['2', '3'] })).toEqual({ keyword: '1591', page: '2' });
    expect(listHref({ keyword: '低合金', page: 1, sort: 'relevance' })).toBe('/librany/libranyList?keyword=%E4%BD%8E%E5%90%88%E9%87%91');
    expect(listHref({ primaryType: 'standard', page: 3 })).toBe('/librany/libranyList?primaryType=standard&page=3');
  });
});
