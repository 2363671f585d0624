import { describe, expect, it } from 'vitest';
import { checkForm, checkOpening, isEditable, planRoles } from './posting-rules.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const role = (overrides = {}) => ({
  languages: [] as string[],
  requirements: [] as Array<{ key: string }>,
  ...overrides,
});

describe('posting rules', () => {
  it('takes a deadline after now and at most 90 days ahead', () => {
    expect(checkForm({ deadline: '2026-05-01T12:00:01Z', roles: [] }, NOW)).toBeNull();
    expect(checkForm({ deadline: '2026-07-30T12:00:00Z', roles: [] }, NOW)).toBeNull();
    for (const deadline of ['2026-05-01T12:00:00Z', '2026-07-30T12:00:01Z'])
      expect(checkForm({ deadline, roles: [] }, NOW)).toEqual({ code: 'opportunity_deadline', field: 'deadline' });
  });

  it("names a role's unknown language and a field required twice", () => {
    const deadline = '2026-06-01T00:00:00Z';
    expect(checkForm({ deadline, roles: [role({ languages: ['es', 'xx'] })] }, NOW)).toEqual({
      code: 'role_requirement',
      field: 'roles.0.languages.1',
    });
    const twice = role({ requirements: [{ key: 'height' }, { key: 'eye_colour' }, { key: 'height' }] });
    expect(checkForm({ deadline, roles: [role(), twice] }, NOW)).toEqual({
      code: 'role_requirement',
      field: 'roles.1.requirements.2',
    });
  });

  it('lets a verified agency open anything; others two at a time and no roles below 18', () => {
    const adults = [{ ageMin: 18 }];
    expect(checkOpening({ verified: true, otherOpen: 9 }, [{ ageMin: 5 }])).toBeNull();
    expect(checkOpening({ verified: false, otherOpen: 1 }, adults)).toBeNull();
    expect(checkOpening({ verified: false, otherOpen: 2 }, adults)).toEqual({ code: 'opportunity_open_limit' });
    expect(checkOpening({ verified: false, otherOpen: 0 }, [{ ageMin: 20 }, { ageMin: 17 }])).toEqual({
      code: 'opportunity_minors_unverified',
      field: 'roles.1.ageMin',
    });
  });

  it('edits drafts and open ones only', () => {
    expect(['draft', 'open', 'closed', 'cancelled', 'removed'].map(isEditable)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps roles by id, adds new ones and never drops one with applicants', () => {
    const stored = [
      { id: 1, applicants: 0 },
      { id: 2, applicants: 3 },
    ];
    expect(planRoles(stored, [{}, { id: 2 }])).toEqual({
      ok: true,
      plan: { kept: [{ id: 2, position: 1 }], added: [0], dropped: [1] },
    });
    expect(planRoles(stored, [{ id: 1 }])).toEqual({
      ok: false,
      problem: { code: 'opportunity_not_editable', field: 'roles' },
    });
    for (const form of [
      [{ id: 2 }, { id: 7 }],
      [{ id: 2 }, { id: 2 }],
    ])
      expect(planRoles(stored, form)).toEqual({ ok: false, problem: { code: 'validation', field: 'roles.1.id' } });
  });
});
