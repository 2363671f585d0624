import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { safeError } from '../../http/logger.ts';
import { createPeriodicJob } from '../../jobs/periodic-job.ts';
import type { FirstContacts } from '../messages/first-contacts.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import type { GuardianMail } from './guardian-mail.ts';
import { generateGuardianToken, hashGuardianToken, summaryEntries, SUMMARY_INTERVAL_MS } from './guardian-rules.ts';
import { createGuardiansRepository, type Guardian, type Minor } from './guardians.repository.ts';

/** Guardians claimed per batch, and how long a claim holds (a process that dies mid-send leaves them to others). */
const BATCH = 50;
const LEASE_MS = 10 * 60_000;

export interface GuardianSummariesDeps {
  db: Db;
  firstContacts: FirstContacts;
  directory: Pick<UserDirectory, 'listAuthors'>;
  mail: GuardianMail;
  log: FastifyBaseLogger;
}

/**
 * The weekly summary to each confirmed guardian (issue 60), as the weekly digest is sent: due rows claimed with
 * `skip locked` and a lease, so one process mails each; a week with nothing to tell sends nothing.
 */
export function createGuardianSummaries(deps: GuardianSummariesDeps) {
  const log = deps.log.child({ component: 'guardian-summaries' });
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

  /** One round over every guardian due; answers how many e-mails went out. */
  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await guardians.claimSummaries(LEASE_MS, BATCH);
      if (due.length === 0) return sent;
      const windowEnd = new Date();
      for (const { guardian, minor } of await guardians.listConfirmed(due)) {
        try {
          if (await summarize(guardian, minor, windowEnd)) sent += 1;
          await guardians.settleSummary(guardian.id, windowEnd, new Date(windowEnd.getTime() + SUMMARY_INTERVAL_MS));
        } catch (error) {
          // The lease runs out and a later round tries again, over the same window.
          log.error({ err: safeError(error), guardianId: guardian.id }, 'a guardian summary could not be sent');
        }
      }
    }
  }

  const job = createPeriodicJob({
    name: 'guardian-summaries',
    everyMs: 10 * 60_000,
    round,
    log,
    failure: 'a guardian summary round failed',
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
