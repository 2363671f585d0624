import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { safeError } from '../../http/logger.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { GuardianMail } from './guardian-mail.ts';
import { createGuardiansRepository } from './guardians.repository.ts';

const BATCH = 50;
const LEASE_MS = 10 * 60_000;

/**
 * At 18 the guardian's role ends: the round ends it (links dead at once), then tells both people in the
 * minor's language; a claim's lease and the `end_notice_at` mark make the telling survive a process that dies.
 * The person stays visible: adults need no consent.
 */
export function createGuardianAdulthood(deps: { db: Db; mail: GuardianMail; log: FastifyBaseLogger; jobs: JobRunner }) {
  const log = deps.log.child({ component: 'guardian-adulthood' });
  const guardians = createGuardiansRepository(deps.db);

  /** One round; answers how many roles it ended and told of. */
  async function round(): Promise<number> {
    let told = 0;
    for (;;) {
      const claimed = await guardians.claimEndings(LEASE_MS, BATCH);
      if (claimed.length === 0) return told;
      for (const { guardian, minor } of claimed) {
        try {
          await deps.mail.ended(guardian, minor);
          await guardians.settleEnding(guardian.id);
          told += 1;
        } catch (error) {
          log.error(
            { err: safeError(error), guardianId: guardian.id },
            'the end of a guardian’s role could not be told',
          );
        }
      }
    }
  }

  // Hourly: a birthday ends the role within the hour, and a round is a probe of the few roles still open.
  return deps.jobs.round({ name: 'guardian-adulthood', everyMs: 60 * 60_000, idle: 0, body: round });
}
