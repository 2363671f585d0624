import { describe, expect, it } from 'vitest';
import { registrationProblems } from './account-rules.ts';
import { guardianProblems } from './guardian-rules.ts';

const today = new Date('2026-06-01T12:00:00Z');
const form = {
  nombre: 'Lucía',
  apellido: 'Ramos',
  email: 'lucia@example.com',
  password: 'unas-vacaciones-largas',
  ciudad: 'Puebla',
  country: 'MX',
  terms: true,
};
const guardian = { name: 'Marta Ramos', email: 'marta@example.com', relationship: 'mother' };
const fieldsOf = (problems: Array<{ field: string; code: string }>) => problems.map((p) => `${p.field}:${p.code}`);

describe('guardian rules', () => {
  it('asks a 15-year-old for every field of a guardian she did not name', () => {
    expect(fieldsOf(registrationProblems({ ...form, birthdate: '2011-01-01' }, today))).toEqual([
      'guardian.name:tutor_requerido',
      'guardian.email:tutor_email',
      'guardian.relationship:tutor_relacion',
    ]);
  });

  it('accepts a complete guardian, and asks nothing of an adult or someone turning 18 today', () => {
    expect(registrationProblems({ ...form, birthdate: '2011-01-01', guardian }, today)).toEqual([]);
    expect(registrationProblems({ ...form, birthdate: '1990-01-01' }, today)).toEqual([]);
    expect(registrationProblems({ ...form, birthdate: '2008-06-01' }, today)).toEqual([]);
    expect(fieldsOf(registrationProblems({ ...form, birthdate: '2008-06-02' }, today))).toHaveLength(3);
  });

  it('refuses the minor’s own address (any case) and an unknown relationship', () => {
    expect(fieldsOf(guardianProblems({ ...guardian, email: ' Lucia@Example.com' }, form.email))).toEqual([
      'email:tutor_email_propio',
    ]);
    expect(fieldsOf(guardianProblems({ ...guardian, relationship: 'aunt' }, form.email, 'guardian.'))).toEqual([
      'guardian.relationship:tutor_relacion',
    ]);
  });
});
