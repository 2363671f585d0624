import type { FastifyBaseLogger } from 'fastify';
import { toLang } from '@vitrina/contract/constants';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { safeError } from '../../http/logger.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { RoundContext } from '../../jobs/round.ts';
import type { UserSuspensions } from '../accounts/user-suspensions.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { createMinorReportAlertsRepository } from './minor-report-alerts.repository.ts';

export interface MinorReportAlertsDeps {
  db: Db;
  accounts: Pick<UserSuspensions, 'listAdmins'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/** Admins' hours claimed per step. */
const BATCH = 50;
/** An item's claim holds this long: a process that dies mid-send leaves its hours to another after it. */
const LEASE_MS = 5 * 60_000;
/** How often a round looks: an hour's grouped e-mail goes within this of the hour's end. */
const EVERY_MS = 60_000;

/**
 * Reports on a minor's safety, told to every admin in their language, naming reports only: each admin's first
 * of an hour at once, the hour's later ones in one e-mail once it is over. What is due lives in the database
 * (written with the report), so a restart loses nothing and the job runner's claim lets one process send it.
 */
export function createMinorReportAlerts(deps: MinorReportAlertsDeps) {
  const log = deps.log.child({ component: 'minor-report-alerts' });
  const repository = createMinorReportAlertsRepository(deps.db);
  const link = mailLinks.moderation(deps.publicUrl);

  /** One claimed hour's e-mails (a throw is retried by the runner); answers how many went out. */
  async function alert(key: string): Promise<number> {
    const window = await repository.read(key);
    if (!window) return 0;
    // Read at sending time: a former admin is told nothing, and the address and language are current.
    const admin = (await deps.accounts.listAdmins()).find((one) => one.id === window.adminId);
    const to = admin && { lang: toLang(admin.langCode), fullname: admin.nombre, email: admin.email, link };
    let sent = 0;
    if (window.isFirstDue) {
      if (to) {
        await deps.mailer.send(to.email, { kind: 'minor_report', ...to, reportId: window.firstReportId });
        sent += 1;
      }
      await repository.markFirstSent(window);
    }
    if (to && window.laterDue.length > 0) {
      await deps.mailer.send(to.email, { kind: 'minor_reports', ...to, reportIds: window.laterDue });
      sent += 1;
    }
    await repository.settle(window, window.laterDue);
    return sent;
  }

  /** One round over every hour with an e-mail due; answers how many e-mails went out. */
  async function round(context: RoundContext): Promise<number> {
    let sent = 0;
    await context.each({
      due: repository.due,
      batch: BATCH,
      work: async (key) => {
        sent += await alert(key);
      },
    });
    await repository.prune();
    return sent;
  }

  const job = deps.jobs.round({
    name: 'minor-report-alerts',
    everyMs: EVERY_MS,
    idle: 0,
    leaseMs: LEASE_MS,
    body: round,
  });

  /** Sends what a commit made due now: a round already under way may have looked before it, so one follows. */
  function sendNow() {
    const isRunning = job.stats().isRunning;
    const first = job.runDue();
    const done = isRunning ? first.catch(() => 0).then(() => job.runDue()) : first;
    done.catch((error: unknown) => log.error({ err: safeError(error) }, 'a minor-safety alert round failed'));
  }

  return {
    /** Queues a new report's alerts in its unit of work; the hour's first goes once it commits. */
    async queue(tx: Tx, reportId: number): Promise<void> {
      const admins = await deps.accounts.listAdmins(tx);
      await createMinorReportAlertsRepository(tx.db).queue(
        reportId,
        admins.map((admin) => admin.id),
      );
      if (admins.length > 0) tx.afterCommit(sendNow);
    },
    job,
  };
}

export type MinorReportAlerts = ReturnType<typeof createMinorReportAlerts>;
