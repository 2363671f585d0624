/**
 * True when a query failed on a unique constraint (SQLSTATE 23505), on PGlite and on PostgreSQL alike
 * (drizzle wraps the driver's error in `cause`). With `constraint`, only that constraint counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
  }
  return false;
}
