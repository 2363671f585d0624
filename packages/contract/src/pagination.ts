import { z } from 'zod';

/** `?page=N`, 1-based; anything else is a validation error, not a 500. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export function paginatedSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int().nonnegative() });
}
