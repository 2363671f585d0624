import { describe, expect, it } from 'vitest';
import type { Applicant, Pipeline } from '@vitrina/contract/applications';
import { talentFixture } from '@/test/talent-fixture.ts';
import { afterFiling, keptSelection, selectPage } from './pipeline-cache.ts';

const applicant = (id: number): Applicant => ({
  id,
  talent: talentFixture({ id: id + 100 }),
  filing: 'unfiled',
  viewed: false,
  primary: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  note: '',
  tags: [],
  selfTapeRequested: false,
});
const page: Pipeline = {
  rows: [applicant(1), applicant(2), applicant(3)],
  count: 3,
  counts: { unfiled: 3, yes: 1, no: 0, audition: 0, cast: 0 },
  facets: [],
};

describe('the pipeline cache', () => {
  it('moves applicants out of the page and their count to the new filing', () => {
    const next = afterFiling(page, 'unfiled', [1, 3], 'yes');
    expect(next.rows.map((row) => row.id)).toEqual([2]);
    expect(next.count).toBe(1);
    expect(next.counts).toEqual({ unfiled: 1, yes: 3, no: 0, audition: 0, cast: 0 });
  });

  it('leaves the page as it is for ids it does not show or a move to the same filing', () => {
    expect(afterFiling(page, 'unfiled', [9], 'no')).toBe(page);
    expect(afterFiling(page, 'unfiled', [1], 'unfiled')).toBe(page);
  });

  it('keeps selected only the applicants still shown', () => {
    expect(keptSelection([1, 9], page)).toEqual([1]);
    expect(keptSelection([1], undefined)).toEqual([]);
  });

  it('selects and unselects a whole page without touching other pages’ selection', () => {
    expect(selectPage([7], [1, 2], true)).toEqual([7, 1, 2]);
    expect(selectPage([7, 1, 2], [1, 2], false)).toEqual([7]);
  });
});
