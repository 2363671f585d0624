import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createDueRound } from '../../jobs/due-round.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { FirstContacts } from '../messages/first-contacts.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import type { GuardianMail } from './guardian-mail.ts';
import { generateGuardianToken, hashGuardianToken, summaryEntries, SUMMARY_INTERVAL_MS } from './guardian-rules.ts';
import { createGuardiansRepository, type Guardian, type Minor } from './guardians.repository.ts';

export interface GuardianSummariesDeps {
  db: Db;
  firstContacts: FirstContacts;
  directory: Pick<UserDirectory, 'listAuthors'>;
  mail: GuardianMail;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/**
 * The weekly summary to each confirmed guardian, as the weekly digest is sent: the job runner claims due
 * rows, so one process mails each; a week with nothing to tell sends nothing.
 */
export function createGuardianSummaries(deps: GuardianSummariesDeps) {
  const guardians = createGuardiansRepository(deps.db);

  /** Whether an e-mail went out: the window since the last one closes at `windowEnd` either way. */
  async function summarize(guardian: Guardian, minor: Minor, windowEnd: Date): Promise<boolean> {
    const from = guardian.lastSummaryAt ?? guardian.confirmedAt ?? windowEnd;
    const contacts = await deps.firstContacts.listFirstMessagesTo(minor.id, from, windowEnd);
    const senders = await deps.directory.listAuthors(contacts.map((contact) => contact.senderId));
    const entries = summaryEntries(contacts, senders);
    if (entries.length === 0 || minor.cancelled) return false;
    const token = generateGuardianToken();
    await guardians.addLink(guardian.id, hashGuardianToken(token));
    await deps.mail.summary(guardian, minor, token, entries);
    return true;
  }

  const job = createDueRound(deps.jobs, {
    name: 'guardian-summaries',
    intervalMs: 100 * 60_000,
    due: guardians.dueSummaries,
    async work(key) {
      const windowEnd = new Date();
      const [found] = await guardians.listConfirmed([Number(key)]);
      if (!found) return false;
      const sent = await summarize(found.guardian, found.minor, windowEnd);
      const next = new Date(windowEnd.getTime() + SUMMARY_INTERVAL_MS);
      await guardians.settleSummary(found.guardian.id, windowEnd, next);
      return sent;
    },
  });
  return {
    ...job,
    /** Every confirmed guardian's summary now, whatever its date (the command line, the browser journey). */
    async runAllNow(): Promise<number> {
      await guardians.makeSummariesDue();
      return job.runDue();
    },
  };
}

export type GuardianSummaries = ReturnType<typeof createGuardianSummaries>;
