import type { SessionSubject } from './token-issuer.ts';

export interface SessionCacheOptions {
  /** How long a settled subject is trusted without asking the database again (a bound on a lost invalidation). */
  ttlMs: number;
  /** Subjects kept at most; the least recently used goes first. */
  max: number;
  now?: () => number;
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
// announced and forgotten on every process after its commit; the time limit bounds a lost announcement.
export function createSessionCache<T extends SessionSubject>(
  source: SessionOwnerSource<T>,
  options: SessionCacheOptions,
): SessionCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<number, { subject: T; expires: number }>();
  // Bumped by every forget: a read that started before a forget may hold the old row.
  let generation = 0;

  return {
    async findSessionSubject(userId) {
      const hit = entries.get(userId);
      if (hit && hit.expires > now()) {
        // Most recently used last, so the first key is the one to evict.
        entries.delete(userId);
        entries.set(userId, hit);
        return hit.subject;
      }
      entries.delete(userId);
      const started = generation;
      const subject = await source.findSessionSubject(userId);
      if (subject && subject.isVerified && subject.type !== null && started === generation) {
        entries.set(userId, { subject, expires: now() + options.ttlMs });
        if (entries.size > options.max) entries.delete(entries.keys().next().value!);
      }
      return subject;
    },
    forget(userId) {
      generation += 1;
      entries.delete(userId);
    },
  };
}
