import type { FastifyBaseLogger } from 'fastify';
import { AVAILABILITY_REMINDER_DAYS } from '@vitrina/contract/scouting-fields';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The profiles module's port: availabilities about to end, claimed in the round's transaction. */
export interface DueAvailability {
  claimDueReminders(tx: Db, days: number, limit: number): Promise<Array<{ userId: number; kind: string }>>;
}

const BATCH = 100;

// Three days before an availability ends its talent is told once. What is due is in the
// database (reminded_at), claimed with the entry in one transaction: a restart or a second process loses or
// repeats nothing.
export function createAvailabilityReminder(deps: {
  transactions: Transactions;
  availability: DueAvailability;
  service: Pick<NotificationsService, 'remindAvailability' | 'announce'>;
  intervalMs: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}) {
  return deps.jobs.round({
    name: 'availability-reminder',
    everyMs: deps.intervalMs,
    idle: 0,
    async body() {
      let reminded = 0;
      for (;;) {
        const people = await deps.transactions.run(async (tx) => {
          const due = await deps.availability.claimDueReminders(tx.db, AVAILABILITY_REMINDER_DAYS, BATCH);
          const recipients = [...new Set(due.map((d) => d.userId))];
          for (const userId of recipients) await deps.service.remindAvailability(tx.db, userId);
          return recipients;
        });
        for (const userId of people) await deps.service.announce(userId);
        reminded += people.length;
        if (people.length === 0) return reminded;
      }
    },
  });
}
