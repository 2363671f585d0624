import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AVAILABILITY_REMINDER_DAYS } from '@vitrina/contract/scouting-fields';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The profiles module's port: the talents with availabilities about to end, and marking them reminded. */
export interface DueAvailability {
  dueReminders(days: number): SQL;
  markReminded(tx: Db, userId: number, days: number): Promise<number>;
}

// Three days before an availability ends its talent is told once. What is due is in the database (reminded_at),
// marked with the entry in one transaction on the job runner's claim: a restart or a second process loses or
// repeats nothing.
export function createAvailabilityReminder(deps: {
  transactions: Transactions;
  availability: DueAvailability;
  service: Pick<NotificationsService, 'remindAvailability' | 'announce'>;
  intervalMs: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}) {
  const days = AVAILABILITY_REMINDER_DAYS;
  return deps.jobs.round({
    name: 'availability-reminder',
    everyMs: deps.intervalMs,
    idle: 0,
    async body(round) {
      let reminded = 0;
      await round.each({
        due: deps.availability.dueReminders(days),
        batch: 100,
        async work(key) {
          const userId = Number(key);
          const isReminded = await deps.transactions.run(async (tx) => {
            if ((await deps.availability.markReminded(tx.db, userId, days)) === 0) return false;
            await deps.service.remindAvailability(tx.db, userId);
            return true;
          });
          if (!isReminded) return;
          await deps.service.announce(userId);
          reminded += 1;
        },
      });
      return reminded;
    },
  });
}
