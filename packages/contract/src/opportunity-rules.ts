import { ADULT_AGE, MIN_AGE } from './constants.ts';
import { MAX_DEADLINE_DAYS, type RoleNeed } from './opportunity-limits.ts';
import { findField } from './scouting-fields.ts';

/** Rules of opportunities that both sides apply. Zod-free. */

/** A role's requirement, written with the scouting field table: any of some values, or a number range. */
export interface Requirement {
  key: string;
  values?: readonly string[];
  min?: number | null;
  max?: number | null;
}

/** The oldest age a role may ask for; the youngest is the product's minimum age. */
export const MAX_ROLE_AGE = 99;
export const ROLE_AGE_MIN = MIN_AGE;

/** Whether a requirement names a field of the table with values it allows; searchable-only fields included. */
export function isValidRequirement(requirement: Requirement): boolean {
  const field = findField(requirement.key);
  if (!field) return false;
  if (field.type === 'number') {
    const { min = null, max = null } = requirement;
    if (requirement.values !== undefined || (min === null && max === null)) return false;
    const inRange = (n: number | null) => n === null || (n >= (field.min ?? 0) && n <= (field.max ?? Infinity));
    return inRange(min) && inRange(max) && (min === null || max === null || min <= max);
  }
  const values = requirement.values ?? [];
  if (
    (requirement.min ?? null) !== null ||
    (requirement.max ?? null) !== null ||
    values.length === 0 ||
    values.length > 20
  )
    return false;
  if (field.options) return values.every((value) => field.options!.some((option) => option.value === value));
  return values.every((value) => value.trim().length > 0 && value.length <= 80);
}

/** A role's age range starts below adulthood: only verified agencies may post it. */
export const asksForMinors = (role: { ageMin: number }) => role.ageMin < ADULT_AGE;

/** The deadline is after `now` and at most MAX_DEADLINE_DAYS ahead. */
export function isValidDeadline(deadline: Date, now = new Date()): boolean {
  const ms = deadline.getTime() - now.getTime();
  return ms > 0 && ms <= MAX_DEADLINE_DAYS * 86_400_000;
}

/** What an application carries, against what its role needs: the needs it misses. */
export function missingNeeds(
  needs: readonly RoleNeed[],
  carried: { photos: number; videos: number; documents: number; note: string },
): RoleNeed[] {
  const has: Record<RoleNeed, boolean> = {
    photos: carried.photos > 0,
    video: carried.videos > 0,
    document: carried.documents > 0,
    note: carried.note.trim().length > 0,
  };
  return needs.filter((need) => !has[need]);
}
