import { describe, expect, it } from 'vitest';
import { appliedCount, clearBoardFilters, facetCount, facetValues, setBoardFilter } from './board-query.ts';

const edit = (query: string, change: (next: URLSearchParams) => void) => {
  const next = new URLSearchParams(query);
  change(next);
  return next.toString();
};

describe('the board’s address', () => {
  it('sets a list filter, removes it when empty and always goes back to the first page', () => {
    expect(edit('page=3', (n) => setBoardFilter(n, 'kind', ['casting', 'job']))).toBe('kind=casting%2Cjob');
    expect(edit('kind=job&page=2', (n) => setBoardFilter(n, 'kind', []))).toBe('');
  });

  it('a place is a city or remote work, and no country left drops its city', () => {
    expect(edit('city=Lima&country=PE', (n) => setBoardFilter(n, 'remote', '1'))).toBe('country=PE&remote=1');
    expect(edit('remote=1', (n) => setBoardFilter(n, 'city', 'Lima'))).toBe('city=Lima');
    expect(edit('country=PE&city=Lima', (n) => setBoardFilter(n, 'country', []))).toBe('');
  });

  it('clearing keeps the order; the order is not counted as a filter', () => {
    expect(edit('order=deadline&kind=job&soon=1', clearBoardFilters)).toBe('order=deadline');
    expect(appliedCount(new URLSearchParams('order=deadline&kind=job&soon=1&page=2'))).toBe(2);
  });
});

describe('facet counts', () => {
  const board = {
    rows: [],
    count: 3,
    facets: [
      {
        key: 'country',
        values: [
          { value: 'AR', count: 1 },
          { value: 'CO', count: 2 },
        ],
      },
    ],
  };

  it('reads a value’s count, 0 for an uncounted value and nothing before the board answered', () => {
    expect(facetCount(board, 'country', 'CO')).toBe(2);
    expect(facetCount(board, 'country', 'PE')).toBe(0);
    expect(facetCount(board, 'kind', 'job')).toBe(0);
    expect(facetCount(undefined, 'kind', 'job')).toBeUndefined();
  });

  it('lists values most first and keeps a chosen value that has none left', () => {
    expect(facetValues(board, 'country', ['PE']).map((v) => v.value)).toEqual(['CO', 'AR', 'PE']);
  });
});
