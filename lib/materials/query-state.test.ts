import {
  EMPTY_SEARCH,
  hasCriteria,
  parseNumberInput,
  parseRange,
  parseSearchQuery,
  toSearchQuery,
  toSearchRequest,
  validateRangeInput,
  type SearchState,
} from './query-state';

describe('search state in the URL', () => {
  it('round-trips a full search through the query string', () => {
    const state: SearchState = {
      keyword: '304',
      system: 'GB',
      standard: 'GB/T 1220-2007',
      delivery: 'annealed',
      category: 'stainless',
      elements: [{ key: 'Cr', min: 0.8 }],
      properties: [{ key: 'tensileStrength', min: 600, max: 800 }],
      sort: 'tensileStrength',
      order: 'asc',
      page: 3,
      pageSize: 50,
    };
    const query = toSearchQuery(state);
    expect(parseSearchQuery(new URLSearchParams(query))).toEqual(state);
  });

  it('keeps the defaults out of the link', () => {
    expect(toSearchQuery({ ...EMPTY_SEARCH, keyword: 'Q355' })).toBe('q=Q355');
    expect(toSearchQuery(EMPTY_SEARCH)).toBe('');
  });

  it('reads Next searchParams records, including repeated keys', () => {
    const s = parseSearchQuery({ q: ' 40Cr ', el: ['Cr:0.8:', 'Ni::1'], page: '2' });
    expect(s.keyword).toBe('40Cr');
    expect(s.elements).toEqual([{ key: 'Cr', min: 0.8 }, { key: 'Ni', max: 1 }]);
    expect(s.page).toBe(2);
  });

  it('accepts keyword as an alias of q (the home page search form)', () => {
    expect(parseSearchQuery({ keyword: 'E7018' }).keyword).toBe('E7018');
  });

  it('drops malformed pieces instead of failing', () => {
    const s = parseSearchQuery({ el: ['Cr:abc:', 'x y:1:2', 'Mo::'], page: '-4', size: '7', order: 'sideways', sort: 'drop table' });
    expect(s.elements).toEqual([]);
    expect(s.page).toBe(1);
    expect(s.pageSize).toBe(20);
    expect(s.order).toBe('desc');
    expect(s.sort).toBe('relevance');
  });

  it('parses ranges', () => {
    expect(parseRange('tensileStrength:600:800')).toEqual({ key: 'tensileStrength', min: 600, max: 800 });
    expect(parseRange('Cr::')).toBeNull();
  });

  it('knows when the reader asked for something', () => {
    expect(hasCriteria(EMPTY_SEARCH)).toBe(false);
    expect(hasCriteria({ ...EMPTY_SEARCH, properties: [{ key: 'yieldStrength', min: 1 }] })).toBe(true);
  });
});

describe('search request', () => {
  it('maps the URL state to the search call body', () => {
    const body = toSearchRequest(parseSearchQuery({ q: 'Q355', pr: 'tensileStrength:600:800', el: 'Cr:0.8:' }));
    expect(body).toMatchObject({
      keyword: 'Q355',
      properties: [{ key: 'tensileStrength', min: 600, max: 800 }],
      elements: [{ key: 'Cr', min: 0.8 }],
      sort: 'relevance',
      page: 1,
      pageSize: 20,
    });
    expect(toSearchRequest(EMPTY_SEARCH).elements).toBeUndefined();
  });
});

describe('range validation', () => {
  it('accepts blanks, numbers and open ranges', () => {
    expect(validateRangeInput('', '')).toBeNull();
    expect(validateRangeInput('600', '800')).toBeNull();
    expect(validateRangeInput('0.8', undefined)).toBeNull();
    expect(validateRangeInput(5, 5)).toBeNull();
  });

  it('refuses a maximum below the minimum', () => {
    expect(validateRangeInput('800', '600')).toBe('maxLessThanMin');
  });

  it('refuses non-numeric input', () => {
    expect(validateRangeInput('6oo', '')).toBe('numericOnly');
    expect(validateRangeInput('', '1,2')).toBe('numericOnly');
    expect(parseNumberInput('  .5 ')).toBe(0.5);
    expect(parseNumberInput('-20')).toBe(-20);
  });
});

describe('strength unit of the ranges', () => {
  it('keeps su=ksi in the URL and sends it with the ranges', () => {
    const state = parseSearchQuery(new URLSearchParams('pr=tensileStrength:87:116&su=ksi'));
    expect(state.strengthUnit).toBe('ksi');
    expect(toSearchQuery(state)).toBe('pr=tensileStrength%3A87%3A116&su=ksi');
    expect(toSearchRequest(state).strengthUnit).toBe('ksi');
  });

  it('leaves the unit out without ranges or for MPa', () => {
    expect(toSearchQuery(parseSearchQuery(new URLSearchParams('q=Q355&su=ksi')))).toBe('q=Q355');
    expect(parseSearchQuery(new URLSearchParams('pr=tensileStrength:600:&su=psi')).strengthUnit).toBeUndefined();
    expect(toSearchRequest(parseSearchQuery(new URLSearchParams('pr=tensileStrength:600:'))).strengthUnit).toBeUndefined();
  });
});
