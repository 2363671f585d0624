import type { ModeratedPerson } from '@vitrina/contract/moderation-people';
import type { Author } from '@vitrina/contract/posts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createSessionStore } from '../../sessions/session-store.ts';
import type { FastifyBaseLogger } from 'fastify';
import { isSuspendedNow } from '../accounts/suspension-rules.ts';
import type { ModeratedAccount, UserSuspensions } from '../accounts/user-suspensions.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { mayActOn } from './role-rules.ts';

export type ShiftCounters = (tx: Tx, userId: number, sign: 1 | -1) => Promise<void>;

export interface SuspensionsDeps {
  transactions: Transactions;
  suspensions: UserSuspensions;
  directory: Pick<UserDirectory, 'listAuthors'>;
  /** The same counters a cancellation moves (graph: follows; posts: likes, comments, shares, live posts). */
  counters: readonly ShiftCounters[];
  log: FastifyBaseLogger;
  jobs: JobRunner;
  /** How often expired suspensions are lifted (their counters brought back). */
  intervalMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SuspensionInput {
  days: number | null;
  reason: string;
  note: string;
}

/** Suspensions: hidden as a cancelled account; counters move once each way (decision 0025). */
export function createSuspensions(deps: SuspensionsDeps) {
  const { transactions, suspensions } = deps;

  async function shift(tx: Tx, userId: number, sign: 1 | -1) {
    for (const shiftOf of deps.counters) await shiftOf(tx, userId, sign);
  }

  async function assertMayActOn(tx: Tx, actorId: number, targetRole: ModeratedAccount['role']): Promise<void> {
    if (!mayActOn(await suspensions.roleIn(tx, actorId), targetRole)) throw notFound();
  }

  async function toPerson(account: ModeratedAccount, card?: Author): Promise<ModeratedPerson> {
    const person = card ?? (await deps.directory.listAuthors([account.id])).get(account.id);
    if (!person) throw notFound();
    const suspended = isSuspendedNow(account, new Date());
    return {
      person,
      email: account.email,
      role: account.role,
      cancelled: account.cancelledAt !== null,
      suspension: suspended
        ? {
            since: account.suspendedAt!.toISOString(),
            until: account.suspendedUntil?.toISOString() ?? null,
            reason: account.suspensionReason,
          }
        : null,
    };
  }

  /** Lifts the suspension on a locked row; `actorId` null: it ran out. Answers whether one was lifted. */
  async function liftLocked(tx: Tx, account: ModeratedAccount, actorId: number | null, note: string) {
    if (!(await suspensions.markLifted(tx, account.id))) return false;
    if (account.cancelledAt === null) await shift(tx, account.id, 1);
    const log = createModerationRepository(tx.db);
    const caseId = await log.lastSuspensionCase(account.id);
    await log.append({
      actorId,
      action: 'account.lifted',
      subjectId: account.id,
      note,
      detail: {
        expired: actorId === null,
        until: account.suspendedUntil?.toISOString() ?? null,
        ...(caseId === null ? {} : { caseId }),
      },
    });
    return true;
  }

  async function suspendIn(tx: Tx, actorId: number, userId: number, input: SuspensionInput, caseId?: number) {
    if (userId === actorId) throw new AppError('suspension_self');
    const until = input.days === null ? null : new Date(Date.now() + input.days * DAY_MS);
    const before = await suspensions.lock(tx, userId);
    if (!before || before.deletedAt) throw notFound();
    await assertMayActOn(tx, actorId, before.role);
    if (before.role === 'admin' && (await suspensions.otherActiveAdmins(tx, userId)) === 0) throw notFound();
    // Counters already moved for a cancelled account or a suspension not lifted yet (even if run out).
    const alreadyHidden = before.cancelledAt !== null || before.suspendedAt !== null;
    await suspensions.markSuspended(tx, userId, until, input.reason);
    if (!alreadyHidden) await shift(tx, userId, -1);
    await createSessionStore(tx.db).endAll(userId, new Date());
    tx.publish('session.ended', { userId, sessionId: null });
    await createModerationRepository(tx.db).append({
      actorId,
      action: 'account.suspended',
      subjectId: userId,
      note: input.note,
      detail: { days: input.days, until: until?.toISOString() ?? null, reason: input.reason, caseId },
    });
    return (await suspensions.lock(tx, userId))!;
  }

  async function liftExpired(userId: number): Promise<void> {
    await transactions.run(async (tx) => {
      const account = await suspensions.lock(tx, userId);
      if (account?.suspendedAt && !isSuspendedNow(account, new Date())) await liftLocked(tx, account, null, '');
    });
  }

  const expiry = deps.jobs.round({
    name: 'suspension-expiry',
    everyMs: deps.intervalMs,
    idle: 0,
    body: (round) => round.each({ due: suspensions.dueExpiries, work: (key) => liftExpired(Number(key)) }),
  });

  return {
    async find(query: string): Promise<ModeratedPerson> {
      const account = await suspensions.find(query);
      if (!account || account.deletedAt) throw new AppError('moderation_account_unknown');
      return toPerson(account);
    },

    /** Hides the person from everyone, ends every session (sockets closed on every process) and logs it. */
    async suspend(actorId: number, userId: number, input: SuspensionInput): Promise<ModeratedPerson> {
      return toPerson(await transactions.run((tx) => suspendIn(tx, actorId, userId, input)));
    },

    /** The same inside a caller's unit of work (a case's action); `caseId` ties the log entry to the case. */
    suspendIn,

    /** 404 unless the actor's role may act on the target's (a case's warning or removal asks it too). */
    async assertMayActOnPerson(tx: Tx, actorId: number, userId: number): Promise<void> {
      await assertMayActOn(tx, actorId, (await suspensions.lock(tx, userId))?.role ?? null);
    },

    /** Lifts a suspension early: shown again at once; the sessions it ended stay ended. */
    async lift(actorId: number, userId: number, note: string): Promise<ModeratedPerson> {
      const account = await transactions.run(async (tx) => {
        const before = await suspensions.lock(tx, userId);
        if (!before || before.deletedAt) throw notFound();
        await assertMayActOn(tx, actorId, before.role);
        if (!(await liftLocked(tx, before, actorId, note))) throw new AppError('not_suspended');
        return (await suspensions.lock(tx, userId))!;
      });
      return toPerson(account);
    },

    /** The login's door lifts a suspension that has run out before it lets the person in. */
    liftExpired,
    /** Lifts every suspension that has run out (every minute; tests run a round at once). */
    expiry,
  };
}

export type Suspensions = ReturnType<typeof createSuspensions>;
