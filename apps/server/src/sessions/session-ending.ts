import type { Transactions } from '../db/transaction.ts';
import { createSessionStore } from './session-store.ts';
import type { SessionRef } from './token-issuer.ts';

/** Ends one or all of a person's sessions; `session.ended` after commit makes every process drop caches and sockets. */
export function createSessionEnding(transactions: Transactions, now: () => Date = () => new Date()) {
  return {
    /** Ends the session of the request's token: every token of it stops working, on every process. */
    async end(session: SessionRef): Promise<void> {
      await transactions.run(async (tx) => {
        if (await createSessionStore(tx.db).end(session.id, session.sid, now()))
          tx.publish('session.ended', { userId: session.id, sessionId: session.sid });
      });
    },

    /** Ends every session of the person ("log out everywhere"). */
    async endAll(userId: number): Promise<void> {
      await transactions.run(async (tx) => {
        await createSessionStore(tx.db).endAll(userId, now());
        tx.publish('session.ended', { userId, sessionId: null });
      });
    },
  };
}

export type SessionEnding = ReturnType<typeof createSessionEnding>;
