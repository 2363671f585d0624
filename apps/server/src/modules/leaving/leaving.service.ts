import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '@vitrina/contract/account-rules';
import type { CancelAccountResponse } from '@vitrina/contract/account';
import type { LoginChallenge } from '@vitrina/contract/second-factors';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { safeError } from '../../http/logger.ts';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { SuspensionGate } from '../accounts/suspension-gate.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { SecondFactorsService } from '../auth/second-factors.service.ts';

/** A module's share of hiding a person: its counters that count the person's rows move by `sign`. */
export type ShiftCounters = (tx: Tx, userId: number, sign: 1 | -1) => Promise<void>;

export interface LeavingServiceDeps {
  transactions: Transactions;
  accounts: UserAccounts;
  issueToken: IssueToken;
  /** A suspended account is not restored (nor logged in): the login's answer. */
  suspensionGate: SuspensionGate;
  /** A restore is a login: an account with a second factor gets the login's challenge, not a session. */
  secondFactors: Pick<SecondFactorsService, 'challengeFor'>;
  /** The graph's and the posts module's counters of a person's rows (follows; likes, comments, shares, posts). */
  counters: readonly ShiftCounters[];
  mailer: Mailer;
  publicUrl: string;
  /** How long a cancelled account waits before it is deleted (four weeks; shorter in tests). */
  gracePeriodMs: number;
  log: FastifyBaseLogger;
}

/** Cancelling hides the person from everyone and revokes their sessions; restoring undoes both exactly. */
export function createLeavingService(deps: LeavingServiceDeps) {
  const { accounts, transactions } = deps;

  async function shift(tx: Tx, userId: number, sign: 1 | -1) {
    for (const shiftOf of deps.counters) await shiftOf(tx, userId, sign);
  }

  /** Hides the account and ends its sessions; null when it already was cancelled. */
  async function cancelNow(userId: number): Promise<Date | null> {
    const deletionDate = new Date(Date.now() + deps.gracePeriodMs);
    // Two at once (a double click) both get here: the conditional update lets one through, and the other
    // changes nothing, sends nothing and says so.
    const cancelled = await transactions.run(async (tx) => {
      if (!(await accounts.markCancelled(tx, userId, deletionDate))) return false;
      await shift(tx, userId, -1);
      // Their open tabs close, on every process, when this is announced (sessions/session-setup.ts).
      tx.publish('user.cancelled', { userId });
      return true;
    });
    return cancelled ? deletionDate : null;
  }

  return {
    /**
     * A minor's guardian closes her account from their e-mail's link: the same cancellation, with no
     * password and no e-mail of its own (the guardians module tells her who closed it). Null: already cancelled.
     */
    cancelByGuardian: cancelNow,

    /** POST /api/users/cancel: behind the current password. */
    async cancel(userId: number, password: string): Promise<CancelAccountResponse> {
      const account = await accounts.findById(userId);
      if (!account) throw new AppError('unauthorized');
      if (account.cancelledAt) throw new AppError('already_cancelled');
      if (account.passwordHash === null) throw new AppError('password_required');
      if (!password) throw new AppError('validation', { fields: [{ field: 'password', code: 'contrasena' }] });
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw new AppError('validation', { fields: [{ field: 'password', code: 'contrasena_actual' }] });
      }
      const deletionDate = await cancelNow(userId);
      if (!deletionDate) throw new AppError('already_cancelled');
      try {
        await deps.mailer.send(account.email, {
          kind: 'cancelled',
          lang: account.langCode,
          fullname: account.name,
          email: account.email,
          deletionDate,
          link: mailLinks.login(deps.publicUrl),
        });
      } catch (error) {
        // The cancellation stands; the e-mail only tells of it.
        deps.log.error({ err: safeError(error) }, 'the cancellation e-mail could not be sent');
      }
      return { deletionDate: deletionDate.toISOString() };
    },

    /** A login that brings a cancelled account back (a live one just logs in); a login's answers otherwise. */
    async restore(rawEmail: string, password: string): Promise<{ token: string } | LoginChallenge> {
      const account = await accounts.findByEmail(normalizeEmail(rawEmail));
      if (!account || !account.isVerified) throw new AppError('credentials');
      if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('password');
      await deps.suspensionGate.admit(account);
      if (account.cancelledAt) {
        await transactions.run(async (tx) => {
          if (!(await accounts.markRestored(tx, account.id))) return;
          await shift(tx, account.id, 1);
          tx.publish('user.restored', { userId: account.id });
        });
      }
      return (await deps.secondFactors.challengeFor(account.id)) ?? { token: await deps.issueToken(account.id) };
    },
  };
}

export type LeavingService = ReturnType<typeof createLeavingService>;
