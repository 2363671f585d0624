import { and, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SecondFactorMethod } from '@vitrina/contract/second-factors';
import type { Db } from '../db/client.ts';
import { onFirstUse } from '../db/prepared-sql.ts';
import { sessions } from '../db/schema/sessions.ts';

/** The second factor that opened a session; null for a password, a link or Facebook alone. */
export type SessionFactor = SecondFactorMethod | null;

/** A person sees this many of their sessions, newest first (a week's logins on a few devices). */
const LISTED_SESSIONS = 50;

/** True when the session in `sessionId` (a column) is neither ended nor run out (push subscriptions use it). */
export function isLiveSession(sessionId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId}
    and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;
}

/** The sessions table: opened by the token issuer, extended on refresh, ended by logging out. */
export function createSessionStore(db: Db) {
  // Read with each session owner: built once, on its first use.
  const ended = onFirstUse(() =>
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, sql.placeholder('userId')),
          isNotNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('ended_sessions'),
  );
  return {
    /** A new session of the person until `expiresAt`; the person's rows that have run out go at the same time. */
    async open(userId: number, expiresAt: Date, now: Date, factor: SessionFactor = null): Promise<string> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
      // Logging in proves the person: the verification step-up asks about starts now.
      const [row] = await db
        .insert(sessions)
        .values({ userId, expiresAt, factor, verifiedAt: now })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /** Extends a live session to `expiresAt`; false when it has ended (a refresh must not revive it). */
    async extend(userId: number, sessionId: string, expiresAt: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ expiresAt: sql`greatest(${sessions.expiresAt}, ${expiresAt})` })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /**
     * When the session's person last proved a factor (or the password); null for no such session. An ended one
     * still answers: the request got past the session check, and what ended it is the action's to say.
     */
    async verifiedAt(userId: number, sessionId: string): Promise<Date | null> {
      const [row] = await db
        .select({ verifiedAt: sessions.verifiedAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .limit(1);
      return row?.verifiedAt ?? null;
    },

    /** A step-up: the session's person proved a factor again at `at`; false when the session has ended. */
    async markVerified(userId: number, sessionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ verifiedAt: at })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends one session of the person; false when it had already ended. */
    async end(userId: number, sessionId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends every session of the person still in date. */
    async endAll(userId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    },

    /** The person's live sessions, newest first, with the factor that opened each. */
    async listLive(userId: number, now: Date) {
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          factor: sessions.factor,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.createdAt))
        .limit(LISTED_SESSIONS);
      return rows.map((row) => ({ ...row, factor: row.factor as SessionFactor }));
    },

    /** The ids of the person's ended sessions whose tokens could still be in date (the ones to refuse). */
    async listEnded(userId: number, now: Date): Promise<string[]> {
      const rows = await ended().execute({ userId, now: now.toISOString() });
      return rows.map((row) => row.id);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
