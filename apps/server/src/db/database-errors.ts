/** The driver's error behind a failed query, on PGlite and on PostgreSQL alike. */
export interface DriverError {
  /** The SQLSTATE, e.g. 23505 for a unique violation. */
  code: string;
  constraint?: unknown;
  message?: unknown;
}

/**
 * The first error in the `cause` chain that carries a SQLSTATE (drizzle wraps the driver's error in
 * `cause`), or null when the failure did not come from the database.
 */
export function driverErrorOf(error: unknown): DriverError | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const candidate = e as { code?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return e as DriverError;
  }
  return null;
}

/**
 * True when a query failed on a unique constraint (SQLSTATE 23505). With `constraint`, only that
 * constraint counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driver = driverErrorOf(error);
  if (driver?.code !== '23505') return false;
  if (!constraint || driver.constraint === constraint) return true;
  return typeof driver.message === 'string' && driver.message.includes(constraint);
}

/** True when a query failed on a foreign key (SQLSTATE 23503): a row it points to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverErrorOf(error)?.code === '23503';
}
