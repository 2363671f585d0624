import i18next from 'i18next';
import type { FieldError } from '@vitrina/contract/errors';
import { opportunityInputSchema, type OpportunityInput } from '@vitrina/contract/opportunities';
import { isValidDeadline } from '@vitrina/contract/opportunity-rules';

/** A form's problems by field path as the server names them (`title`, `roles.0.name`, `pay.min`): the error code. */
export type FormErrors = Record<string, string>;

interface Issue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
}

/** The code of a zod issue: the contract's own code when it set one, else what the server would answer. */
function codeOf(issue: Issue): string {
  if (i18next.exists(`errors:${issue.message}`)) return issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'required';
  return 'invalid';
}

/** The first problem of each field, in the order zod met them. */
function collect(entries: readonly { field: string; code: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const { field, code } of entries) errors[field] ??= code;
  return errors;
}

/** The contract's checks, run in the browser before sending; the deadline against the clock as the server does. */
export function checkInput(input: OpportunityInput, now = new Date()): FormErrors {
  const result = opportunityInputSchema.safeParse(input);
  const entries = result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), code: codeOf(issue as Issue) }));
  if (input.deadline && !isValidDeadline(new Date(input.deadline), now))
    entries.push({ field: 'deadline', code: 'opportunity_deadline' });
  return collect(entries);
}

/** A 400's field errors, by field. */
export const serverErrors = (fields: readonly FieldError[]): FormErrors => collect(fields);

/** The problem of a field, or of anything inside it (`pay` shows `pay.min`'s). */
export function errorUnder(errors: FormErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((field) => field.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}
