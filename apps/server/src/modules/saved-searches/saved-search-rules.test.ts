import { describe, expect, it } from 'vitest';
import { scoutingSearchQuerySchema } from '@vitrina/contract/scouting';
import { scoutingFilters } from '../discovery/scouting-filters.ts';
import { alertGroupKey, canonicalQuery, periodMs, queryObject } from './saved-search-rules.ts';

const canonical = (query: Record<string, string>) =>
  canonicalQuery(scoutingFilters(scoutingSearchQuerySchema.parse(query)));

describe('saved search rules', () => {
  it('writes one canonical query whatever the order, spacing or repeats of the filters', () => {
    const a = canonical({ eye_colour: 'green, blue,blue', category: '5', country: 'mx', order: 'newest', page: '3' });
    const b = canonical({ country: 'MX', category: '5', eye_colour: 'blue,green' });
    expect(a).toBe('category=5&country=MX&eye_colour=blue%2Cgreen');
    expect(b).toBe(a);
  });

  it('sorts the countries, keeps travellers only beside a country', () => {
    expect(canonical({ country: 'mx, co,MX', travellers: '1' })).toBe('country=CO%2CMX&travellers=1');
    expect(canonical({ travellers: '1', category: '5' })).toBe('category=5');
  });

  it('keeps number ranges open on either side and drops empty filters', () => {
    expect(canonical({ height: '170-', q: '', city: ' ' })).toBe('height=170-');
    expect(canonical({ height: '-180', available: 'castings' })).toBe('available=castings&height=-180');
  });

  it('parses back to the same filters', () => {
    const query = canonical({ category: '5', height: '160-180', eye_colour: 'green', q: 'ana maría' });
    expect(canonical(queryObject(query))).toBe(query);
  });

  it('waits a period for daily searches and seven for weekly ones', () => {
    expect(periodMs('daily', 1000)).toBe(1000);
    expect(periodMs('weekly', 1000)).toBe(7000);
  });

  it('keys one alert per search and period', () => {
    const at = new Date('2026-11-24T10:00:00.400Z');
    expect(alertGroupKey(7, at)).toBe(alertGroupKey(7, new Date('2026-11-24T10:00:00.900Z')));
    expect(alertGroupKey(7, at)).not.toBe(alertGroupKey(8, at));
  });
});
