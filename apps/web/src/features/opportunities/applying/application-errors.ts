import type { RoleNeed } from '@vitrina/contract/opportunity-limits';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';

/** Where a refused save or send shows its reasons: at the media, the note, each answer, or above the form. */
export interface ApplicationErrors {
  items?: string;
  coverNote?: string;
  /** By question index; `all` when the server did not say which. */
  answers: Record<number, string>;
  form?: string;
}

const itemFields = new Set(['items', 'photos', 'video', 'document']);

/**
 * The texts of a failed call, at their fields. The server names fields as zod paths (`answers.1`, `coverNote`) or,
 * for a need the role has, the need; when it names none, the role's missing needs and empty answers say where.
 */
export function applicationErrors(
  error: unknown,
  context: { missing: readonly RoleNeed[]; answers: readonly string[] },
): ApplicationErrors {
  const result: ApplicationErrors = { answers: {} };
  if (!(error instanceof ApiError)) return { ...result, form: apiErrorText(error) };
  for (const entry of error.body.errors) {
    const text = errorText(entry.code, entry.message);
    const [head, index] = entry.field.split('.');
    if (head === 'answers' && index !== undefined && /^\d+$/.test(index)) result.answers[Number(index)] = text;
    else if (head === 'answers') markEmptyAnswers(result, context.answers, text);
    else if (head === 'coverNote' || head === 'note') result.coverNote = text;
    else if (head !== undefined && itemFields.has(head)) result.items = text;
  }
  if (hasFieldError(result)) return result;
  const text = apiErrorText(error);
  if (error.code === 'application_incomplete' || error.code === 'application_note') {
    if (error.code === 'application_note' || context.missing.includes('note')) result.coverNote = text;
    if (error.code === 'application_incomplete' && context.missing.some((need) => need !== 'note')) result.items = text;
    if (!hasFieldError(result)) result.items = text;
  } else if (error.code === 'application_items') result.items = text;
  else if (error.code === 'application_answers') markEmptyAnswers(result, context.answers, text);
  else result.form = text;
  return result;
}

function markEmptyAnswers(result: ApplicationErrors, answers: readonly string[], text: string) {
  const empty = answers.flatMap((answer, i) => (answer.trim() ? [] : [i]));
  for (const i of empty.length > 0 ? empty : answers.map((_, i) => i)) result.answers[i] = text;
  if (answers.length === 0) result.form = text;
}

export const hasFieldError = (errors: ApplicationErrors) =>
  Boolean(errors.items || errors.coverNote || Object.keys(errors.answers).length > 0);

export const noErrors: ApplicationErrors = { answers: {} };
