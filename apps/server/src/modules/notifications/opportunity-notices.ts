import type { Tx } from '../../db/transaction.ts';
import { chunksOf, keyedNotices, type OpportunityNotice } from './opportunity-notice-rules.ts';
import { writeNotices, type ToldEntry } from './opportunity-notice-writes.ts';

export type { OpportunityNotice } from './opportunity-notice-rules.ts';

/** Notices per statement: a closing round's 50,000 applicants are a few statements, each of bounded size. */
export const NOTICES_PER_STATEMENT = 2_000;

/**
 * The opportunities module's port (`opportunityNotices.tell`): its notices are written in the caller's
 * transaction, so they exist exactly when what they tell of does; the unread counters and the pushes go
 * after its commit, and the e-mail while away is queued with the entries.
 */
export function createOpportunityNotices(deps: { announceUnread: (recipientIds: number[]) => Promise<void> }) {
  return {
    async tell(tx: Tx, list: readonly OpportunityNotice[]): Promise<void> {
      const told: ToldEntry[] = [];
      for (const slice of chunksOf(keyedNotices(list, new Date()), NOTICES_PER_STATEMENT)) {
        for (const entry of await writeNotices(tx.db, slice)) told.push(entry);
      }
      if (told.length === 0) return;
      tx.afterCommit(() => deps.announceUnread(told.map((entry) => entry.recipientId)));
      tx.publish('opportunity.noticed', { entries: told });
    },
  };
}

export type OpportunityNotices = ReturnType<typeof createOpportunityNotices>;
