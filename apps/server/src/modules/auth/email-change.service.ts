import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '@vitrina/contract/account-rules';
import type { changeEmailRequestSchema, EmailChangeState } from '@vitrina/contract/auth';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { Account, UserAccounts } from '../accounts/user-accounts.ts';
import {
  generateOneTimeToken,
  hashOneTimeToken,
  linkRefusal,
  looksLikeOneTimeToken,
  oneTimeTokenExpiry,
  type OneTimeTokenKind,
} from './one-time-token-rules.ts';
import type { OneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { verifyPassword } from './passwords.ts';

export interface EmailChangeServiceDeps {
  users: UserAccounts;
  oneTimeTokens: OneTimeTokensRepository;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type ChangeEmailInput = z.output<typeof changeEmailRequestSchema>;

/** The links of a pending change: to the new address, or (an account without a password) to the current one. */
const PENDING_KINDS: OneTimeTokenKind[] = ['email_change', 'email_authorize'];

const fieldError = (field: string, code: 'mismo_correo' | 'contrasena' | 'contrasena_actual') =>
  new AppError('validation', { fields: [{ field, code }] });
const addressTaken = () => new AppError('correo_existe', { fields: [{ field: 'email', code: 'correo_existe' }] });

// A stolen session alone cannot take the account: the change needs the password, the new address confirms
// it, and the old one gets an undo link (decision 0002).
export function createEmailChangeService(deps: EmailChangeServiceDeps) {
  const { users, oneTimeTokens } = deps;
  const now = deps.now ?? (() => new Date());

  async function createLink(userId: number, kind: OneTimeTokenKind, email: string): Promise<string> {
    const token = generateOneTimeToken();
    await oneTimeTokens.insert({
      userId,
      kind,
      email,
      tokenHash: hashOneTimeToken(token),
      expiresAt: oneTimeTokenExpiry(kind, now()),
    });
    return token;
  }

  /** Uses a link once; says why when it cannot (unknown, already used, expired). */
  async function consumeLink(kind: OneTimeTokenKind, token: string) {
    if (!looksLikeOneTimeToken(token)) throw new AppError('token_invalido');
    const hash = hashOneTimeToken(token);
    const at = now();
    const link = await oneTimeTokens.consumeEmailLink(kind, hash, at);
    if (!link) throw new AppError(linkRefusal(await oneTimeTokens.findByHash(kind, hash), at));
    return link;
  }

  async function getAccount(userId: number): Promise<Account> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  /** The new address must be someone else's neither now nor the account's own already. */
  async function assertAvailable(user: Account, email: string): Promise<void> {
    if (email === user.email) throw fieldError('email', 'mismo_correo');
    const holder = await users.findByEmail(email);
    if (holder && holder.id !== user.id) throw addressTaken();
  }

  async function send(to: string, message: Parameters<Mailer['send']>[1]): Promise<void> {
    try {
      await deps.mailer.send(to, message);
    } catch (error) {
      deps.log.error({ err: error, kind: message.kind }, 'e-mail change message could not be sent');
      throw new AppError('unavailable');
    }
  }

  /** The confirmation to the new address and the notice with the undo link to the current one. */
  async function startChange(user: Account, newEmail: string): Promise<void> {
    const confirmToken = await createLink(user.id, 'email_change', newEmail);
    const undoToken = await createLink(user.id, 'email_undo', user.email);
    await send(user.email, {
      kind: 'email_change_notice',
      lang: user.langCode,
      fullname: user.name,
      email: user.email,
      newEmail,
      link: mailLinks.emailUndo(deps.publicUrl, undoToken),
    });
    await send(newEmail, {
      kind: 'email_change_confirm',
      lang: user.langCode,
      fullname: user.name,
      email: newEmail,
      link: mailLinks.emailConfirmation(deps.publicUrl, confirmToken),
    });
  }

  async function retirePending(userId: number): Promise<void> {
    const at = now();
    for (const kind of PENDING_KINDS) await oneTimeTokens.retireAll(userId, kind, at);
  }

  async function getState(userId: number): Promise<EmailChangeState> {
    const user = await getAccount(userId);
    const pending = await oneTimeTokens.findOutstanding(user.id, PENDING_KINDS, now());
    return {
      email: user.email,
      pending: pending?.email
        ? {
            email: pending.email,
            awaiting: pending.kind === 'email_change' ? 'new_address' : 'current_address',
            expiresAt: pending.expiresAt.toISOString(),
          }
        : null,
    };
  }

  return {
    getState,

    /** The password is checked first, so a stolen session learns nothing; a new request replaces a pending one. */
    async request(userId: number, input: ChangeEmailInput): Promise<EmailChangeState> {
      const user = await getAccount(userId);
      const email = normalizeEmail(input.email);
      if (user.passwordHash !== null) {
        if (!input.password) throw fieldError('password', 'contrasena');
        if (!(await verifyPassword(user.passwordHash, input.password)))
          throw fieldError('password', 'contrasena_actual');
      }
      await assertAvailable(user, email);
      await retirePending(user.id);
      if (user.passwordHash === null) {
        // No password to prove who asks: the current address agrees first (a Facebook sign-up).
        const token = await createLink(user.id, 'email_authorize', email);
        await send(user.email, {
          kind: 'email_change_authorize',
          lang: user.langCode,
          fullname: user.name,
          email: user.email,
          newEmail: email,
          link: mailLinks.emailAuthorization(deps.publicUrl, token),
        });
      } else {
        await startChange(user, email);
      }
      return getState(user.id);
    },

    /** Drops the pending change: its links stop working. */
    async cancel(userId: number): Promise<EmailChangeState> {
      await retirePending(userId);
      return getState(userId);
    },

    /** The current address of an account without a password agreed: the change goes ahead as with a password. */
    async authorize(token: string): Promise<{ email: string }> {
      const link = await consumeLink('email_authorize', token);
      const user = await getAccount(link.userId);
      await assertAvailable(user, link.email);
      await startChange(user, link.email);
      return { email: link.email };
    },

    /** The new address confirmed: it is the account's from now on (recovery goes there). */
    async confirm(token: string): Promise<{ email: string }> {
      const link = await consumeLink('email_change', token);
      await users.changeEmail(link.userId, link.email);
      // Reset links went to the old address; other pending links are void once one change is done.
      const at = now();
      for (const kind of ['recover', ...PENDING_KINDS] as const) await oneTimeTokens.retireAll(link.userId, kind, at);
      return { email: link.email };
    },

    /** Undone from the old address: a takeover, so every pending link is void and every session ends. */
    async undo(token: string): Promise<{ email: string }> {
      const link = await consumeLink('email_undo', token);
      const at = now();
      for (const kind of ['recover', ...PENDING_KINDS] as const) await oneTimeTokens.retireAll(link.userId, kind, at);
      await oneTimeTokens.retireNewer(link.userId, 'email_undo', link.id, at);
      await users.restoreEmail(link.userId, link.email);
      return { email: link.email };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
