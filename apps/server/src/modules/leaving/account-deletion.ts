import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dataExports } from '../../db/schema/data-exports.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { MediaService, StoredObject } from '../media/media.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';

export interface AccountDeletionDeps {
  transactions: Transactions;
  accounts: Pick<UserAccounts, 'lockDue' | 'dueDeletions' | 'insertStandIn' | 'deleteAccount'>;
  messaging: Pick<MessagesService, 'reassignConversations'>;
  media: Pick<MediaService, 'listStoredOf' | 'removeStored' | 'exportArchives'>;
  /** How often the job looks for accounts due (an hour; shorter in tests). */
  intervalMs: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/** What one deletion removed, for the operators' command. */
export interface DeletedAccount {
  id: number;
  deleteAfter: Date;
  conversationsKept: number;
  filesRemoved: number;
}

// Deletes accounts whose grace is over, one transaction each (claimed by the job runner): conversations pass to a stand-in,
// foreign keys cascade the rest, stored files go after the commit (decision 0009).
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const log = deps.log.child({ component: 'account-deletion' });

  async function deleteOne(id: number): Promise<DeletedAccount | null> {
    let files: StoredObject[] = [];
    let archives: string[] = [];
    const deleted = await deps.transactions.run(async (tx) => {
      const due = await deps.accounts.lockDue(tx, id);
      if (!due) return null;
      const standIn = await deps.accounts.insertStandIn(tx);
      const conversationsKept = await deps.messaging.reassignConversations(tx, due.id, standIn);
      files = await deps.media.listStoredOf(tx, due.id);
      // Copies of their data that are still stored go too (their rows go with the account).
      const exported = await tx.db
        .select({ token: dataExports.token })
        .from(dataExports)
        .where(and(eq(dataExports.userId, due.id), isNotNull(dataExports.storageKey)));
      archives = exported.map((row) => row.token);
      await deps.accounts.deleteAccount(tx, due.id);
      return { id: due.id, deleteAfter: due.deleteAfter, conversationsKept };
    });
    if (!deleted) return null;
    const filesRemoved = await deps.media.removeStored(files);
    for (const token of archives) await deps.media.exportArchives.delete(token);
    return { ...deleted, filesRemoved };
  }

  /** Deletes every account due now and answers what went (the operators' command runs it at once). */
  return deps.jobs.round({
    name: 'account-deletion',
    everyMs: deps.intervalMs,
    idle: [] as DeletedAccount[],
    async body(round) {
      const done: DeletedAccount[] = [];
      await round.each({
        due: deps.accounts.dueDeletions,
        batch: 1,
        async work(key) {
          const next = await deleteOne(Number(key));
          if (!next) return;
          log.info({ userId: next.id, files: next.filesRemoved }, 'a cancelled account was deleted');
          done.push(next);
        },
      });
      return done;
    },
  });
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
