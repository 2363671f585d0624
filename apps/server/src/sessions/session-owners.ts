import type { SessionStore } from './session-store.ts';
import type { SessionSubject, SessionSubjects } from './token-issuer.ts';

/** A session's owner as a token is checked against: the accounts module's row and their ended sessions. */
export interface SessionOwner extends SessionSubject {
  /** Ids of the person's sessions ended before they ran out (logged out): their tokens are refused. */
  endedSessions: readonly string[];
}

export interface SessionOwners {
  findSessionSubject(userId: number): Promise<SessionOwner | null>;
}

/**
 * The owner of a session read as one: the users port's subject and the sessions store's ended sessions of
 * the person, read together (the session cache keeps both, so a logout is forgotten with the person).
 */
export function createSessionOwners(
  subjects: SessionSubjects,
  store: Pick<SessionStore, 'listEnded'>,
  now: () => Date = () => new Date(),
): SessionOwners {
  return {
    async findSessionSubject(userId) {
      const [subject, endedSessions] = await Promise.all([
        subjects.findSessionSubject(userId),
        store.listEnded(userId, now()),
      ]);
      return subject ? { ...subject, endedSessions } : null;
    },
  };
}
