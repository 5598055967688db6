import { parseRange } from './range';

describe('parseRange', () => {
  it('serves one range, open ranges and suffixes', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ kind: 'partial', start: 95, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('answers 416 for a range past the end', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: several ranges, other units, bad syntax, a stale If-Range', () => {
    for (const h of ['bytes=0-1,5-6', 'items=0-1', 'bytes=5-1', 'bytes=-', 'bytes=a-b', `bytes=0-${'9'.repeat(20)}`, '']) {
      expect(parseRange(h, 100), h).toEqual({ kind: 'full' });
    }
    expect(parseRange('bytes=0-1', 100, '"old"', '"new"')).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-1', 100, '"new"', '"new"')).toEqual({ kind: 'partial', start: 0, end: 1 });
  });
});
