import i18next from 'i18next';
import type { FieldError } from '@vitrina/contract/errors';
import { ApiError } from '@/lib/api-client.ts';

/** The text for an API code in the current language; the server's own text when the code is unknown here. */
export function errorText(code: string, serverMessage?: string): string {
  const key = `errors:${code}`;
  if (i18next.exists(key)) return i18next.t(key);
  return serverMessage || i18next.t('errors:internal');
}

/** The request-level text of a failed call (network failures included). */
export function apiErrorText(error: unknown): string {
  if (error instanceof ApiError) return errorText(error.code, error.body.message);
  return i18next.t('errors:internal');
}

/** One text per field error the server listed (one per failed rule), duplicates removed. */
export function fieldErrorTexts(errors: readonly FieldError[]): string[] {
  return [...new Set(errors.map((entry) => errorText(entry.code, entry.message)))];
}

/**
 * The text of a form field's error. Contract schemas and server answers carry an error code as the
 * message; zod's built-in checks are named by their issue type.
 */
export function formErrorText(error: { type?: string | number; message?: string } | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message && i18next.exists(`errors:${error.message}`)) return i18next.t(`errors:${error.message}`);
  if (error.type === 'too_big') return i18next.t('errors:too_long');
  if (error.type === 'too_small') return i18next.t('errors:required');
  return i18next.t('errors:invalid');
}
