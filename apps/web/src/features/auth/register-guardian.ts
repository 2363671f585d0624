import { isUnderAdultAge } from '@/lib/adult-age.ts';
import { textOf } from './use-guest-form.ts';

/** The guardian's fields, as the registration body nests them under `guardian`. */
export const GUARDIAN_FIELDS = ['name', 'email', 'relationship'] as const;
export type GuardianField = (typeof GUARDIAN_FIELDS)[number];

/** What the form hands its guardian section, a screen's slot: which of its fields the rules marked. */
export interface GuardianSectionProps {
  invalid: Partial<Record<GuardianField, boolean | undefined>>;
}

/** The guardian the form sends for someone under 18 on the day (`guardian.name`… inputs); none for an adult. */
export function guardianOf(data: FormData, birthdate: string, today: Date) {
  if (!isUnderAdultAge(birthdate, today)) return undefined;
  const [name, email, relationship] = GUARDIAN_FIELDS.map((field) => textOf(data, `guardian.${field}`));
  return { name: name ?? '', email: email ?? '', relationship: relationship ?? '' };
}

/** A form's failed rules less the guardian's once the birth date no longer asks for one. */
export function withGuardianRules<T extends object>(errors: T, isMinor: boolean): T {
  if (isMinor) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('guardian.'))) as T;
}
