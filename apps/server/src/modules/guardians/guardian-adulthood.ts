import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { GuardianMail } from './guardian-mail.ts';
import { createGuardiansRepository } from './guardians.repository.ts';

const BATCH = 50;
const LEASE_MS = 10 * 60_000;

/**
 * At 18 the guardian's role ends: the round ends it (links dead at once), then tells both people in the minor's
 * language, each role an item of the job runner, so the telling survives a process that dies (`end_notice_at`).
 * The person stays visible: adults need no consent.
 */
export function createGuardianAdulthood(deps: { db: Db; mail: GuardianMail; jobs: JobRunner }) {
  const guardians = createGuardiansRepository(deps.db);

  // Hourly: a birthday ends the role within the hour, and a round is a probe of the few roles still open.
  return deps.jobs.round({
    name: 'guardian-adulthood',
    everyMs: 60 * 60_000,
    idle: 0,
    leaseMs: LEASE_MS,
    /** One round; answers how many roles it ended and told of. */
    async body(round) {
      await guardians.endAdults();
      let told = 0;
      await round.each({
        due: guardians.dueEndings,
        batch: BATCH,
        async work(key) {
          const ending = await guardians.findEnding(Number(key));
          if (!ending) return;
          await deps.mail.ended(ending.guardian, ending.minor);
          await guardians.settleEnding(ending.guardian.id);
          told += 1;
        },
      });
      return told;
    },
  });
}
