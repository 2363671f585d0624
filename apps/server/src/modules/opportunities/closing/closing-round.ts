import type { Transactions } from '../../../db/transaction.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import { endReason } from '../applying/application-status.ts';
import type { OpportunityNotice, OpportunityNoticesPort } from '../notices-port.ts';
import { createClosingRepository, dueEndedOpportunities } from './closing.repository.ts';

export const CLOSING_ROUND = 'opportunity-closing';
/** Applicants told per statement (and per notices' insert), each batch its own transaction. */
export const TELL_BATCH = 1_000;

export interface ClosingRoundDeps {
  transactions: Transactions;
  jobs: JobRunner;
  notices: OpportunityNoticesPort;
  /** `OPPORTUNITY_ROUND_INTERVAL`: every applicant not cast is told within one period of the end. */
  intervalMs: number;
  /** Applicants per batch (TELL_BATCH unless a test makes it small). */
  batch?: number;
}

export interface ClosingResult {
  closed: number;
  told: number;
}

/**
 * The closing round: open opportunities past their deadline close, then every ended opportunity's applicants
 * not cast (nor withdrawn) are told "not selected" in batches. Each batch marks its rows told and inserts their
 * notices in one transaction, so a crash tells no one twice and a restart goes on where it stopped; the round's
 * lease keeps a second process out, and the rows' locks would keep it from telling anyone twice anyway.
 */
export function createClosingRound(deps: ClosingRoundDeps) {
  const { transactions } = deps;
  const size = deps.batch ?? TELL_BATCH;

  /** One batch told; answers how many rows were marked (0: none left, or the rest is another's). */
  async function tellBatch(opportunityId: number): Promise<{ marked: number; told: number }> {
    return transactions.run(async (tx) => {
      const rows = await createClosingRepository(tx.db).tellBatch(opportunityId, size);
      const notices: OpportunityNotice[] = rows
        .filter((row) => row.isShown)
        .map((row) => ({
          type: 'OPPORTUNITY_ENDED',
          recipientId: row.talentId,
          // A hidden agency cannot be an entry's actor: she is its own, as a reporter is of a report's outcome.
          actorId: row.agencyShown ? row.agencyId : row.talentId,
          opportunityId,
          roleId: row.roleId,
          closeReason: endReason(row),
        }));
      if (notices.length > 0) await deps.notices.tell(tx, notices);
      return { marked: rows.length, told: notices.length };
    });
  }

  return deps.jobs.round<ClosingResult>({
    name: CLOSING_ROUND,
    everyMs: deps.intervalMs,
    idle: { closed: 0, told: 0 },
    leaseMs: 10 * 60_000,
    async body(context) {
      const closed = await transactions.single((tx) => createClosingRepository(tx.db).closeOverdue());
      let told = 0;
      await context.each({
        due: dueEndedOpportunities,
        batch: 20,
        work: async (key) => {
          let marked = size;
          while (marked === size && !context.isStopping()) {
            const batch = await tellBatch(Number(key));
            marked = batch.marked;
            told += batch.told;
          }
        },
      });
      return { closed, told };
    },
  });
}
