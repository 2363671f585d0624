import { describe, expect, it } from 'vitest';
import type { SelfGuardian } from '@vitrina/contract/guardians';
import { isHiddenForConsent } from './guardian-status.ts';

const today = new Date('2026-03-10T12:00:00Z');
const guardian = (status: SelfGuardian['status']): SelfGuardian => ({
  name: 'Marta',
  email: 'marta@example.com',
  relationship: 'mother',
  status,
});

describe('isHiddenForConsent', () => {
  it('a minor is hidden with nobody on file, a pending guardian or a withdrawn consent', () => {
    expect(isHiddenForConsent({ birthdate: '2011-01-01', guardian: null }, today)).toBe(true);
    expect(isHiddenForConsent({ birthdate: '2011-01-01', guardian: guardian('pending') }, today)).toBe(true);
    expect(isHiddenForConsent({ birthdate: '2011-01-01T00:00:00.000Z', guardian: guardian('withdrawn') }, today)).toBe(
      true,
    );
  });

  it('a confirmed guardian shows her; an adult, or someone without a birth date, is never hidden for it', () => {
    expect(isHiddenForConsent({ birthdate: '2011-01-01', guardian: guardian('confirmed') }, today)).toBe(false);
    expect(isHiddenForConsent({ birthdate: '2008-03-10', guardian: null }, today)).toBe(false);
    expect(isHiddenForConsent({ birthdate: null, guardian: null }, today)).toBe(false);
  });
});
