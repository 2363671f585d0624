import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '@/test/render.tsx';
import { checkInput, errorUnder, serverErrors } from './form-errors.ts';
import { draftOf, emptyDraft, emptyRole, inputOf, instantOf, localParts } from './opportunity-draft.ts';
import { dayOf, inDays, opportunityFixture } from './posting-fixture.ts';

const validDraft = () => ({
  ...emptyDraft(),
  title: 'Casting de verano',
  category: '5',
  country: 'ES',
  city: 'Madrid',
  deadlineDate: dayOf(inDays(10)),
  payKind: 'unpaid' as const,
  roles: [{ ...emptyRole(), name: 'Protagonista' }],
});

describe('the opportunity form as the API takes it', () => {
  beforeAll(() => useLanguage('es'));

  it('sends a number range and an any-of as the contract writes requirements, empty bounds as null', () => {
    const draft = validDraft();
    draft.roles[0]!.requirements = [
      { key: 'height', values: [], min: '160', max: '' },
      { key: 'eye_colour', values: ['green', 'blue'], min: '', max: '' },
    ];
    expect(inputOf(draft).roles[0]!.requirements).toEqual([
      { key: 'height', min: 160, max: null },
      { key: 'eye_colour', values: ['green', 'blue'] },
    ]);
    expect(checkInput(inputOf(draft))).toEqual({});
  });

  it('reads the deadline on the local clock and gives it back unchanged', () => {
    const iso = instantOf('2030-03-05', '18:30');
    expect(new Date(iso).getHours()).toBe(18);
    expect(localParts(iso)).toEqual({ date: '2030-03-05', time: '18:30' });
    expect(instantOf('2030-03-05', '')).toBe('');
  });

  it('names each wrong field by the path the server uses', () => {
    const draft = { ...validDraft(), title: ' ', payKind: 'paid' as const, payMin: '500', payMax: '100' };
    draft.roles[0]!.needs = [];
    draft.roles[0]!.requirements = [{ key: 'height', values: [], min: '90', max: '' }];
    const errors = checkInput(inputOf(draft));
    expect(errors).toMatchObject({
      title: 'opportunity_title',
      'roles.0.needs': 'role_needs',
      'roles.0.requirements.0': 'role_requirement',
      pay: 'opportunity_pay',
    });
  });

  it('refuses a deadline in the past or beyond 90 days', () => {
    expect(checkInput(inputOf({ ...validDraft(), deadlineDate: dayOf(inDays(-2)) })).deadline).toBe(
      'opportunity_deadline',
    );
    expect(checkInput(inputOf({ ...validDraft(), deadlineDate: dayOf(inDays(95)) })).deadline).toBe(
      'opportunity_deadline',
    );
  });

  it('keeps the ids of saved roles, so an edit does not write them again', () => {
    const input = inputOf(draftOf(opportunityFixture()));
    expect(input.roles[0]).toMatchObject({ id: 5, requirements: [{ key: 'height', min: 160, max: 185 }] });
    expect(input.pay).toEqual({ kind: 'paid', min: 100, max: 300, currency: 'EUR' });
  });

  it('shows a field the problems of what it holds', () => {
    const errors = serverErrors([{ field: 'pay.min', code: 'opportunity_pay', message: '' }]);
    expect(errorUnder(errors, 'pay')).toBe('opportunity_pay');
    expect(errorUnder(errors, 'payAudience')).toBeUndefined();
  });
});
