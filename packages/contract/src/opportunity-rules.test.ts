import { describe, expect, it } from 'vitest';
import { opportunityInputSchema } from './opportunities.ts';
import { isValidDeadline, isValidRequirement, missingNeeds } from './opportunity-rules.ts';

const role = { name: 'Lead dancer', needs: ['photos', 'note'] };
const form = {
  title: 'Videoclip',
  kind: 'casting',
  category: 2,
  country: 'MX',
  city: 'CDMX',
  deadline: '2026-12-20T18:00:00.000Z',
  pay: { kind: 'paid', min: 100, max: 300, currency: 'EUR' },
  roles: [role],
};
const codesOf = (input: unknown) =>
  opportunityInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('opportunity rules', () => {
  it('accept a requirement only on a field of the table, with values or a range it allows', () => {
    expect(isValidRequirement({ key: 'height', min: 160, max: 180 })).toBe(true);
    expect(isValidRequirement({ key: 'height', min: 90 })).toBe(false);
    expect(isValidRequirement({ key: 'height', min: 180, max: 160 })).toBe(false);
    expect(isValidRequirement({ key: 'height', values: ['170'] })).toBe(false);
    expect(isValidRequirement({ key: 'hair_colour', values: ['black'] })).toBe(true);
    expect(isValidRequirement({ key: 'hair_colour', values: ['plaid'] })).toBe(false);
    expect(isValidRequirement({ key: 'hair_colour', values: [] })).toBe(false);
    expect(isValidRequirement({ key: 'shoe_colour', values: ['x'] })).toBe(false);
  });

  it('take a deadline after now and at most 90 days ahead', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(isValidDeadline(new Date('2026-11-28T09:59:59Z'), now)).toBe(false);
    expect(isValidDeadline(new Date('2027-02-26T10:00:00Z'), now)).toBe(true);
    expect(isValidDeadline(new Date('2027-02-26T10:00:01Z'), now)).toBe(false);
  });

  it('name what an application misses of what its role needs', () => {
    const carried = { photos: 1, videos: 0, documents: 0, note: '  ' };
    expect(missingNeeds(['photos', 'video', 'note'], carried)).toEqual(['video', 'note']);
  });

  it('parse the form with its defaults, and name each field that breaks a rule', () => {
    const parsed = opportunityInputSchema.parse(form);
    expect(parsed.roles[0]).toMatchObject({ ageMin: 18, ageMax: 99, people: 1, questions: [], requirements: [] });
    expect(parsed.payAudience).toBe('everyone');
    expect(codesOf({ ...form, remote: false, country: null })).toEqual([['city', 'opportunity_place']]);
    expect(codesOf({ ...form, pay: { kind: 'paid', min: 5, max: 1, currency: 'EUR' } })).toEqual([
      ['pay', 'opportunity_pay'],
    ]);
    expect(codesOf({ ...form, roles: [] })).toEqual([['roles', 'opportunity_roles']]);
    expect(codesOf({ ...form, roles: [{ ...role, needs: [] }] })).toEqual([['roles.0.needs', 'role_needs']]);
    expect(codesOf({ ...form, roles: [{ ...role, ageMin: 30, ageMax: 20 }] })).toEqual([
      ['roles.0.ageMax', 'role_ages'],
    ]);
    expect(codesOf({ ...form, roles: [{ ...role, requirements: [{ key: 'nope', values: ['a'] }] }] })).toEqual([
      ['roles.0.requirements.0', 'role_requirement'],
    ]);
    expect(codesOf({ ...form, isOwner: true })[0]?.[0]).toBe('');
  });
});
