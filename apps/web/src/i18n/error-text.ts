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
