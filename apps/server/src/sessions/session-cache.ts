import { createKept } from '../platform/kept.ts';
import type { KeptRegistry } from '../platform/kept-registry.ts';
import type { SessionSubject } from './token-issuer.ts';

export interface SessionCacheOptions {
  /** How long a settled subject is trusted without asking the database again (a bound on a lost invalidation). */
  ttlMs: number;
  /** Subjects kept at most; the least recently used goes first. */
  max: number;
  now?: () => number;
  registry?: KeptRegistry;
}

/** Where the cache reads a session owner it does not hold (the owner and, with it, their ended sessions). */
export interface SessionOwnerSource<T extends SessionSubject> {
  findSessionSubject(userId: number): Promise<T | null>;
}

export interface SessionCache<T extends SessionSubject> extends SessionOwnerSource<T> {
  /** Drops what this process knows of a person (their sessions changed: password, cancellation, logout). */
  forget(userId: number): void;
}

// Settled session owners, so a call does not re-read the same row. Every change that could revoke one is
// announced and forgotten on every process after its commit (a read under way then is not kept); the time
// limit bounds a lost announcement.
export function createSessionCache<T extends SessionSubject>(
  source: SessionOwnerSource<T>,
  options: SessionCacheOptions,
): SessionCache<T> {
  const owners = createKept<number, T | null>({
    name: 'session-owners',
    bound: { entries: options.max },
    freshness: { timed: options.ttlMs },
    registry: options.registry,
    // An owner whose session can still change unannounced is read again each time.
    isKept: (subject) => subject !== null && subject.isVerified && subject.type !== null,
    ...(options.now ? { now: options.now } : {}),
  });

  return {
    findSessionSubject: (userId) => owners.load(userId, () => source.findSessionSubject(userId)),
    forget: (userId) => owners.forget(userId),
  };
}
