import type { Lang } from './constants.ts';
import type { ScoutingField } from './scouting-field-types.ts';
import { scoutingFieldsA } from './scouting-fields-a.ts';
import { scoutingFieldsB } from './scouting-fields-b.ts';

export * from './scouting-field-types.ts';

/** The scouting attributes as data: the web's forms, the server's checks and the search read it. Zod-free. */
export const scoutingFields: readonly ScoutingField[] = [...scoutingFieldsA, ...scoutingFieldsB];

/** A short text of a `texts` field, in characters. */
export const MAX_ATTRIBUTE_TEXT_LENGTH = 80;

export function findField(key: string): ScoutingField | undefined {
  return scoutingFields.find((field) => field.key === key);
}

export const fieldLabel = (field: ScoutingField, lang: Lang) => (lang === 'en' ? field.en : field.es);

/** What a talent may offer (item 2) and for how long. */
export const availabilityKinds = ['castings', 'collaborations', 'contracts', 'representation'] as const;
export type AvailabilityKind = (typeof availabilityKinds)[number];
export const availabilityAudiences = ['everyone', 'agencies'] as const;
export const availabilityDays = [30, 60, 90] as const;
/** The reminder goes this many days before an availability runs out. */
export const AVAILABILITY_REMINDER_DAYS = 3;

/** The age ranges a talent's birth date falls in (the date itself is never shown). */
export const ageRanges = [
  { key: '18-24', min: 18, max: 24 },
  { key: '25-34', min: 25, max: 34 },
  { key: '35-44', min: 35, max: 44 },
  { key: '45-54', min: 45, max: 54 },
  { key: '55+', min: 55, max: 120 },
] as const;

export function ageRangeOf(age: number | null): string | null {
  if (age === null) return null;
  return ageRanges.find((range) => age >= range.min && age <= range.max)?.key ?? null;
}
