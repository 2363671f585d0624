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
}

/** A failure with a code of the closed catalogue; the error handler answers it in the request's language. */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors: readonly FieldProblem[];

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = options.status ?? errorCatalogue[code].status;
    this.fieldErrors = options.fields ?? [];
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const unauthorized = () => new AppError('unauthorized');
