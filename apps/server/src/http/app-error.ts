import type { ErrorCode, FieldError } from '@vitrina/contract/errors';

/** A failure with a stable code; the error handler turns it into the body of DESIGN §2. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly status: number,
    readonly fieldErrors: Array<Omit<FieldError, 'message'> & { message?: string }> = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('not_found', 404);
export const forbidden = () => new AppError('forbidden', 403);
export const unauthorized = () => new AppError('unauthorized', 401);
