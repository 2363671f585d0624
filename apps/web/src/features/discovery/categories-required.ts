import { ApiError } from '@/lib/api-client.ts';

/**
 * An agency without categories asks for featured or recent talents: the server answers 409
 * `categories_required`, which is an invitation to choose some, not a failure.
 */
export function isCategoriesRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'categories_required';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
