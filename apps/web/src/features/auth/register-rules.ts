import type { RegisterRequest } from '@vitrina/contract/auth';
import { formErrorText } from '@/i18n/error-text.ts';
import { lazyResolver, type FieldIssues, type FieldPath } from '@/lib/lazy-resolver.ts';
import { GUARDIAN_FIELDS } from './register-guardian.ts';

/** The form's values: the request body as the contract infers it, every field present but the guardian's, less the
 * ignored `username`. */
export type RegisterValues = Required<Omit<RegisterRequest, 'username' | 'guardian'>> &
  Pick<RegisterRequest, 'guardian'>;

/** Loads the contract's schema on the form's first focus or validation (exported for the tests to wait on). */
export const registerResolver = lazyResolver<RegisterValues>(() =>
  import('@vitrina/contract/auth').then((m) => m.registerRequestSchema),
);

/** The form's fields in reading order: the rule list follows it (spec §5, one entry per rule). */
const FIELD_ORDER: FieldPath<RegisterValues>[] = [
  ...(['nombre', 'apellido', 'email', 'password', 'birthdate'] as const),
  ...GUARDIAN_FIELDS.map((field) => `guardian.${field}` as const),
  ...(['ciudad', 'country', 'terms'] as const),
];

/** One text per failed rule, in the form's order, duplicates (name and surname share one rule) removed. */
export function ruleTexts(errors: FieldIssues<RegisterValues>): string[] {
  const texts = FIELD_ORDER.map((field) => formErrorText(errors[field])).filter((text): text is string => !!text);
  return [...new Set(texts)];
}
