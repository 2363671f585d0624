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

/**
 * The session owners a process has just checked, so a request or a socket event does not re-read the
 * same row every time (it was one statement of every call). Only a *settled* owner is kept — confirmed,
 * with an account type — because those are the only states that can still change in a way that revokes
 * a session (a password change bumps the token version, a cancellation ends every session, a logout ends
 * one), and all are announced: the app calls `forget` on this process and on every other (through Socket.IO's
 * adapter), after the change has committed. A read that was under way while someone was forgotten is not
 * kept, so it cannot put the old row back. The time limit only bounds the damage of an announcement lost
 * between processes.
 */
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
