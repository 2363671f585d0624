import type { FieldProblem } from './field-problem.ts';
import { isEmailAddress, normalizeEmail } from './email-rules.ts';

/** A minor's guardian: who consents to her profile being seen. Zod-free, for the web's forms too. */
export const guardianRelationships = ['mother', 'father', 'legal_guardian', 'other'] as const;
export type GuardianRelationship = (typeof guardianRelationships)[number];

/** Where a guardian's consent stands, as the minor and the guardian's page see it. */
export const guardianStatuses = ['pending', 'confirmed', 'withdrawn'] as const;
export type GuardianStatus = (typeof guardianStatuses)[number];

export const MAX_GUARDIAN_NAME_LENGTH = 120;
export const MAX_RELATIONSHIP_LENGTH = 40;

export function isGuardianRelationship(value: string): value is GuardianRelationship {
  return (guardianRelationships as readonly string[]).includes(value);
}

export interface GuardianInput {
  name: string;
  email: string;
  relationship: string;
}

/**
 * Every failed rule of a guardian's data, fields under `prefix` (`guardian.` on the registration form). A missing
 * guardian fails all three; the address may not be the minor's own (`ownEmail`), or she would consent for herself.
 */
export function guardianProblems(
  guardian: GuardianInput | null | undefined,
  ownEmail: string,
  prefix = '',
): FieldProblem[] {
  const name = guardian?.name.trim() ?? '';
  const email = normalizeEmail(guardian?.email ?? '');
  const problems: Array<FieldProblem | null> = [
    name ? null : { field: `${prefix}name`, code: 'tutor_requerido' },
    !isEmailAddress(email)
      ? { field: `${prefix}email`, code: 'tutor_email' }
      : email === normalizeEmail(ownEmail)
        ? { field: `${prefix}email`, code: 'tutor_email_propio' }
        : null,
    isGuardianRelationship(guardian?.relationship ?? '')
      ? null
      : { field: `${prefix}relationship`, code: 'tutor_relacion' },
  ];
  return problems.filter((p): p is FieldProblem => p !== null);
}
