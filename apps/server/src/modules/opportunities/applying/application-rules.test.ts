import { describe, expect, it } from 'vitest';
import { answerProblems, changeRefusal, incompleteFields, isAgeRefused, primaryIndex } from './application-rules.ts';

describe('applying rules', () => {
  it('names each need the items and note miss', () => {
    const photo = { kind: 'photo' as const };
    expect(incompleteFields(['photos', 'video', 'note'], [photo], ' ')).toEqual([
      { field: 'video', code: 'application_incomplete' },
      { field: 'coverNote', code: 'application_incomplete' },
    ]);
    expect(incompleteFields(['photos', 'document'], [photo, { kind: 'document' }], '')).toEqual([]);
  });

  it('asks one non-blank answer per question on submit, never more answers than questions', () => {
    expect(answerProblems(['¿Bailas?', '¿Cantas?'], ['Sí', '  '], true)).toEqual([
      { field: 'answers.1', code: 'application_answers' },
    ]);
    expect(answerProblems(['¿Bailas?'], [''], false)).toEqual([]);
    expect(answerProblems([], ['de más'], false)).toEqual([{ field: 'answers', code: 'application_answers' }]);
  });

  it('refuses a minor outside the role ages, never an adult or an unknown age', () => {
    expect(isAgeRefused(15, { ageMin: 18, ageMax: 30 })).toBe(true);
    expect(isAgeRefused(15, { ageMin: 12, ageMax: 14 })).toBe(true);
    expect(isAgeRefused(15, { ageMin: 12, ageMax: 16 })).toBe(false);
    expect(isAgeRefused(40, { ageMin: 12, ageMax: 16 })).toBe(false);
    expect(isAgeRefused(null, { ageMin: 18, ageMax: 30 })).toBe(false);
  });

  it('takes the marked item as primary, else the first', () => {
    expect(primaryIndex([{}, { primary: true }])).toBe(1);
    expect(primaryIndex([{ primary: false }, {}])).toBe(0);
  });

  it('refuses changes past the deadline or once the opportunity is not open', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const open = { state: 'open', closeReason: null, deadline: new Date('2030-01-02T00:00:00Z') };
    expect(changeRefusal(open, now)).toBeNull();
    expect(changeRefusal({ ...open, deadline: now }, now)).toBe('opportunity_deadline_passed');
    expect(changeRefusal({ ...open, state: 'closed', closeReason: 'deadline' }, now)).toBe(
      'opportunity_deadline_passed',
    );
    expect(changeRefusal({ ...open, state: 'cancelled', closeReason: 'cancelled' }, now)).toBe('opportunity_not_open');
  });
});
