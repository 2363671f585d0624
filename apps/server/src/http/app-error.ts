import { errorCatalogue, type ErrorCode } from '@vitrina/contract/error-catalogue';
import type { FieldError } from '@vitrina/contract/errors';

/** One entry of `errors[]` before translation: a field and a code of the closed set (the text is added later). */
export interface FieldProblem {
  field: FieldError['field'];
  code: ErrorCode;
}

export interface AppErrorOptions {
  /** One entry per failed rule; shown in `errors[]`. */
  fields?: readonly FieldProblem[];
  /** Only `size` varies: 400 when a file is too small. */
  status?: 400;
  /** The message in each language when it says more than the code's text (a suspension's date and reason). */
  texts?: { es: string; en: string };
}

/** A failure with a code of the closed catalogue; the error handler answers it in the request's language. */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors: readonly FieldProblem[];
  readonly texts: { es: string; en: string } | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = options.status ?? errorCatalogue[code].status;
    this.fieldErrors = options.fields ?? [];
    this.texts = options.texts;
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const unauthorized = () => new AppError('unauthorized');
