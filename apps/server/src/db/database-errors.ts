/** The driver's error behind a failed query, on PGlite and on PostgreSQL alike. */
export interface DriverError {
  /** The SQLSTATE, e.g. 23505 for a unique violation. */
  code: string;
  constraint?: unknown;
  message?: unknown;
}

/** The first error in the `cause` chain with a SQLSTATE (drizzle wraps the driver's), or null. */
export function driverErrorOf(error: unknown): DriverError | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const candidate = e as { code?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return e as DriverError;
  }
  return null;
}

/** A unique violation (23505), optionally of `constraint` only. */
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

// Connection exceptions (08) and a server terminated or still starting (57P01–57P03).
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** Node's socket errors, when a connection is refused, reset or never answers. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when a connection it held ends, or its pool was closed (it gives these no code). */
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

/** The database could not be reached (answer 503 `unavailable`); PGlite never fails this way. */
export function isUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET_CODES.has(code)))
      return true;
    // Over a Unix socket (`?host=/var/run/postgresql`), a stopped server's socket file is gone: connect's ENOENT.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
