import type { FastifyBaseLogger } from 'fastify';
import { FACTOR_REMOVAL_WAIT_HOURS } from '@vitrina/contract/factor-removal-limits';
import type { FactorRemoval, FactorRemovals, FactorRemovalStatus } from '@vitrina/contract/factor-removals';
import type { FactorRemovalRow } from '../../db/schema/factor-removals.ts';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { createDueRound } from '../../jobs/due-round.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { FactorRecoveryPort } from '../auth/factor-recovery-port.ts';
import type { FactorRemovalStage } from '../mail/mail-messages.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createFactorRemovalsRepository, dueFactorRemovals } from './factor-removals.repository.ts';
import { createModerationRepository, type ModerationAction } from './moderation.repository.ts';

export const FACTOR_REMOVALS_ROUND = 'factor-removals';
const WAIT_MS = FACTOR_REMOVAL_WAIT_HOURS * 3_600_000;
const SHOWN = 200;
type RemovalAction = Extract<ModerationAction, `factors.${string}`>;

export interface FactorRemovalsDeps {
  db: Db;
  transactions: Transactions;
  jobs: JobRunner;
  factors: FactorRecoveryPort;
  accounts: Pick<UserAccounts, 'findById'>;
  directory: Pick<UserDirectory, 'listAuthors'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * An account that lost every factor and code asks an admin to remove them (decision 0052): the request, the
 * decision and the removal go into the audit log; the owner is told at each step and may cancel from the e-mail
 * until the removal, 72 hours after the approval, which the due round carries out.
 */
export function createFactorRemovals(deps: FactorRemovalsDeps) {
  const { transactions, factors } = deps;
  const now = deps.now ?? (() => new Date());

  /** E-mails the owner in their language after the commit; a failed mail is logged, the change stands. */
  function tell(tx: Tx, userId: number, stage: FactorRemovalStage, extra: { token?: string; dueAt?: Date } = {}) {
    tx.afterCommit(async () => {
      const user = await deps.accounts.findById(userId);
      if (!user) return;
      const link = extra.token
        ? mailLinks.factorRemovalCancel(deps.publicUrl, extra.token)
        : mailLinks.login(deps.publicUrl);
      try {
        await deps.mailer.send(user.email, {
          ...{ kind: 'factor_removal', lang: user.langCode, fullname: user.name, email: user.email },
          ...{ stage, dueAt: extra.dueAt ?? null, link },
        });
      } catch (error) {
        deps.log.error({ err: error, stage }, 'factor removal notice could not be sent');
      }
    });
  }

  const audit = (tx: Tx, row: FactorRemovalRow, action: RemovalAction, actorId: number | null) =>
    createModerationRepository(tx.db).append(logEntry(row, actorId, action));

  async function decide(actorId: number, id: number, approve: boolean, note: string): Promise<FactorRemoval> {
    const at = now();
    const row = await transactions.run(async (tx) => {
      const removals = createFactorRemovalsRepository(tx.db);
      const decided = await removals.decide(id, { approve, by: actorId, at, dueAt: new Date(at.getTime() + WAIT_MS) });
      if (!decided) throw (await removals.findById(id)) ? new AppError('retiro_cerrado') : notFound();
      await createModerationRepository(tx.db).append({
        ...logEntry(decided, actorId, approve ? 'factors.removal_approved' : 'factors.removal_refused'),
        note,
      });
      if (approve) {
        const token = await factors.issueCancelLink(tx, decided.userId, at);
        tell(tx, decided.userId, 'approved', { token, dueAt: decided.dueAt ?? undefined });
      } else {
        await factors.retireCancelLinks(tx, decided.userId, at);
        tell(tx, decided.userId, 'refused');
      }
      return decided;
    });
    deps.log.info({ userId: row.userId, removal: row.id, status: row.status }, 'factor removal decided');
    const [shown] = toRemovals([row], await cards([row.userId]));
    if (!shown) throw notFound();
    return shown;
  }

  const cards = (ids: number[]) => deps.directory.listAuthors(ids);

  /** The due round: an approved removal whose wait is over removes every factor, tells the owner and logs it. */
  const round = createDueRound(deps.jobs, {
    name: FACTOR_REMOVALS_ROUND,
    intervalMs: 60 * 60_000,
    due: dueFactorRemovals,
    async work(key) {
      const at = now();
      const done = await transactions.run(async (tx) => {
        const row = await createFactorRemovalsRepository(tx.db).claimDue(Number(key), at);
        if (!row) return null;
        await factors.removeFactors(tx, row.userId, at);
        await audit(tx, row, 'factors.removed', null);
        tell(tx, row.userId, 'done');
        return row;
      });
      if (done) deps.log.info({ userId: done.userId, removal: done.id }, 'lost factors removed');
      return done !== null;
    },
  });

  return {
    round,

    /** From the login's second step: the live challenge proves the password and is spent; one open request each. */
    async request(challenge: string, reason: string): Promise<void> {
      const userId = await factors.spendLoginChallenge(challenge);
      const at = now();
      await transactions.run(async (tx) => {
        const row = await createFactorRemovalsRepository(tx.db).insert(userId, reason);
        if (!row) throw new AppError('retiro_abierto');
        await audit(tx, row, 'factors.removal_requested', null);
        tell(tx, userId, 'requested', { token: await factors.issueCancelLink(tx, userId, at) });
      });
      deps.log.info({ userId }, 'factor removal requested');
    },

    /** The owner's link: cancels the open request (pending or approved), without a session. */
    async cancel(token: string): Promise<void> {
      const at = now();
      const userId = await factors.consumeCancelLink(token, at);
      await transactions.run(async (tx) => {
        const row = await createFactorRemovalsRepository(tx.db).cancelOpen(userId, at);
        if (!row) throw new AppError('retiro_cerrado');
        await factors.retireCancelLinks(tx, userId, at);
        await audit(tx, row, 'factors.removal_cancelled', null);
        tell(tx, userId, 'cancelled');
      });
      deps.log.info({ userId }, 'factor removal cancelled');
    },

    async listOpen(): Promise<FactorRemovals> {
      const open = await createFactorRemovalsRepository(deps.db).listOpen(SHOWN);
      const people = await cards(open.map((row) => row.userId));
      const rows = toRemovals(open, people);
      return { rows, count: rows.length };
    },

    approve: (actorId: number, id: number, note: string) => decide(actorId, id, true, note),
    refuse: (actorId: number, id: number, note: string) => decide(actorId, id, false, note),
  };
}

/** The audit entry of a step: whose factors, which request; the reason is the person's words, kept with it. */
function logEntry(row: FactorRemovalRow, actorId: number | null, action: RemovalAction) {
  return {
    actorId,
    action,
    subjectId: row.userId,
    detail: { removal: row.id, reason: row.reason, dueAt: row.dueAt?.toISOString() ?? null },
  };
}

/** The rows as admins see them, each with its person's card (a row whose person is gone is left out). */
function toRemovals(rows: FactorRemovalRow[], people: Map<number, FactorRemoval['person']>): FactorRemoval[] {
  return rows.flatMap((row) => {
    const person = people.get(row.userId);
    if (!person) return [];
    return [
      {
        id: row.id,
        person,
        reason: row.reason,
        status: row.status as FactorRemovalStatus,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        dueAt: row.dueAt?.toISOString() ?? null,
      },
    ];
  });
}

export type FactorRemovalsService = ReturnType<typeof createFactorRemovals>;
