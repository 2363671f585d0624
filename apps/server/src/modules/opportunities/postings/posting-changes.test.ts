import { describe, expect, it } from 'vitest';
import { changesOf, type PostingShape } from './posting-changes.ts';

const role = { id: 4, position: 0, name: 'Bailarina', requirements: [{ key: 'height', min: 160, max: 180 }] };
const shape = (overrides: Partial<PostingShape> = {}): PostingShape => ({
  ...{ title: 'Gala', kind: 'casting', category: 2, description: 'Una gala.', remote: false, country: 'MX' },
  ...{ city: 'Puebla', deadline: new Date('2026-06-01T10:00:00Z'), workStarts: null, workEnds: null },
  ...{ payKind: 'paid', payMin: 100, payMax: 200, payCurrency: 'MXN', payAudience: 'everyone', roles: [role] },
  ...overrides,
});

describe('what an edit changes', () => {
  it('names nothing when saved as it was, whatever the order of a stored JSON value', () => {
    const stored = shape({ roles: [{ ...role, requirements: [{ max: 180, min: 160, key: 'height' }] }] });
    expect(changesOf(stored, shape())).toEqual([]);
  });

  it('names each part once, in the order of the notice', () => {
    const after = shape({
      city: 'León',
      deadline: new Date('2026-06-02T10:00:00Z'),
      payMax: 300,
      workEnds: '2026-07-01',
      description: 'Otra.',
      title: 'Gala de verano',
      category: 3,
    });
    expect(changesOf(shape(), after)).toEqual([
      'title',
      'kind',
      'deadline',
      'work_dates',
      'pay',
      'place',
      'description',
    ]);
  });

  it('names the roles when one is added, left out or changed', () => {
    expect(changesOf(shape(), shape({ roles: [role, { id: null, position: 1, name: 'Actor' }] }))).toEqual(['roles']);
    expect(changesOf(shape(), shape({ roles: [] }))).toEqual(['roles']);
    expect(changesOf(shape(), shape({ roles: [{ ...role, name: 'Solista' }] }))).toEqual(['roles']);
    expect(changesOf(shape(), shape({ payAudience: 'verified' }))).toEqual(['pay']);
  });
});
