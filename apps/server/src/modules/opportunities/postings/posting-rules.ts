import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { asksForMinors, isValidDeadline, UNVERIFIED_OPEN_LIMIT } from '@vitrina/contract/opportunities';
import type { OpportunityState } from '@vitrina/contract/opportunities';
import { findField } from '@vitrina/contract/scouting-fields';

// The rules of writing opportunities as pure functions; the service calls them, their test pins them.

export interface Problem {
  code: ErrorCode;
  field?: string;
}

/** What the form's schema cannot check alone: the clock, a role's languages and each requirement's field once. */
export function checkForm(
  form: {
    deadline: string;
    roles: ReadonlyArray<{ languages: readonly string[]; requirements: ReadonlyArray<{ key: string }> }>;
  },
  now = new Date(),
): Problem | null {
  if (!isValidDeadline(new Date(form.deadline), now)) return { code: 'opportunity_deadline', field: 'deadline' };
  const languages = findField('languages')?.options ?? [];
  for (const [i, role] of form.roles.entries()) {
    const unknown = role.languages.findIndex((code) => !languages.some((option) => option.value === code));
    if (unknown >= 0) return { code: 'role_requirement', field: `roles.${i}.languages.${unknown}` };
    const keys = role.requirements.map((requirement) => requirement.key);
    const twice = keys.findIndex((key, j) => keys.indexOf(key) !== j);
    if (twice >= 0) return { code: 'role_requirement', field: `roles.${i}.requirements.${twice}` };
  }
  return null;
}

/** Publishing, or editing an open one: a verified agency posts freely; others keep two open and ask no minors. */
export function checkOpening(
  agency: { verified: boolean; otherOpen: number },
  roles: ReadonlyArray<{ ageMin: number }>,
) {
  if (agency.verified) return null;
  const minors = roles.findIndex(asksForMinors);
  if (minors >= 0) return { code: 'opportunity_minors_unverified', field: `roles.${minors}.ageMin` } satisfies Problem;
  if (agency.otherOpen >= UNVERIFIED_OPEN_LIMIT) return { code: 'opportunity_open_limit' } satisfies Problem;
  return null;
}

/** Drafts and open ones may change; an ended one (closed, cancelled, removed) may not. */
export const isEditable = (state: OpportunityState | string) => state === 'draft' || state === 'open';

export interface RolePlan {
  /** Existing roles the form keeps, by id, with their new position. */
  kept: Array<{ id: number; position: number }>;
  /** Roles the form adds, by their position in the form. */
  added: number[];
  /** Existing roles the form leaves out. */
  dropped: number[];
}

/**
 * How an edit's roles meet the stored ones: a role keeps its id (and its applicants); an id that is not one of
 * the opportunity's is refused; a role with applicants cannot be left out.
 */
export function planRoles(
  stored: ReadonlyArray<{ id: number; applicants: number }>,
  form: ReadonlyArray<{ id?: number | undefined }>,
): { ok: true; plan: RolePlan } | { ok: false; problem: Problem } {
  const known = new Set(stored.map((role) => role.id));
  const named = new Set<number>();
  const plan: RolePlan = { kept: [], added: [], dropped: [] };
  for (const [position, role] of form.entries()) {
    if (role.id === undefined) plan.added.push(position);
    else if (!known.has(role.id) || named.has(role.id))
      return { ok: false, problem: { code: 'validation', field: `roles.${position}.id` } };
    else {
      named.add(role.id);
      plan.kept.push({ id: role.id, position });
    }
  }
  for (const role of stored) {
    if (named.has(role.id)) continue;
    if (role.applicants > 0) return { ok: false, problem: { code: 'opportunity_not_editable', field: 'roles' } };
    plan.dropped.push(role.id);
  }
  return { ok: true, plan };
}
