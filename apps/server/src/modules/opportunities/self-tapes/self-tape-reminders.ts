import type { Transactions } from '../../../db/transaction.ts';
import { createDueRound } from '../../../jobs/due-round.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import { visibleTo } from '../../graph/visibility.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { createSelfTapesRepository, dueSelfTapeReminders } from './self-tapes.repository.ts';

export const SELF_TAPE_REMINDERS = 'self-tape-reminders';

/**
 * The day before a self-tape's deadline, its talent is reminded once (`SELF_TAPE_DUE`): the claim marks it in the
 * transaction that tells her, so a second round or process finds nothing; across a block she is not told.
 */
export function createSelfTapeReminders(deps: {
  jobs: JobRunner;
  transactions: Transactions;
  notices: OpportunityNoticesPort;
  intervalMs: number;
}) {
  return createDueRound(deps.jobs, {
    name: SELF_TAPE_REMINDERS,
    intervalMs: deps.intervalMs,
    due: dueSelfTapeReminders,
    async work(key) {
      return deps.transactions.run(async (tx) => {
        const due = await createSelfTapesRepository(tx.db).claimReminder(Number(key));
        if (!due || (await visibleTo(due.talentId).hides(tx.db, due.agencyId))) return false;
        const { talentId, agencyId, opportunityId, roleId } = due;
        await deps.notices.tell(tx, [
          { type: 'SELF_TAPE_DUE', recipientId: talentId, actorId: agencyId, opportunityId, roleId },
        ]);
        return true;
      });
    },
  });
}
