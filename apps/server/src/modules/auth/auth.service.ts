import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail, type FieldProblem } from '@vitrina/contract/account-rules';
import type { changePasswordRequestSchema, registerRequestSchema } from '@vitrina/contract/auth';
import type { LoginChallenge } from '@vitrina/contract/second-factors';
import type { Lang } from '@vitrina/contract/constants';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { SessionClaims } from '../../sessions/session-tokens.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { SuspensionGate } from '../accounts/suspension-gate.ts';
import { isSuspendedNow } from '../accounts/suspension-rules.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { GuardiansService } from '../guardians/guardians.service.ts';
import { isGuardianRelationship } from '@vitrina/contract/guardian-rules';
import { isMinorBirthdate } from '@vitrina/contract/account-rules';
import {
  generateOneTimeToken,
  hashOneTimeToken,
  looksLikeOneTimeToken,
  oneTimeTokenExpiry,
  type OneTimeTokenKind,
} from './one-time-token-rules.ts';
import type { OneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { newPasswordPolicyProblem } from './password-policy.ts';
import type { SecondFactorsService } from './second-factors.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface AuthServiceDeps {
  users: UserAccounts;
  oneTimeTokens: OneTimeTokensRepository;
  mailer: Mailer;
  issueToken: IssueToken;
  /** Refuses a suspended account with its end and reason. */
  suspensionGate: SuspensionGate;
  guardians: Pick<GuardiansService, 'nameAtRegistration'>;
  /** An account with a second factor gets a challenge instead of a session. */
  secondFactors: Pick<SecondFactorsService, 'challengeFor' | 'hasFactor'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type RegisterInput = z.output<typeof registerRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

const invalidLink = () => new AppError('token_invalido');

/** Identity and credentials: registration, confirmation, login, recovery, password changes. */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, oneTimeTokens, issueToken } = deps;
  const now = deps.now ?? (() => new Date());

  async function createLink(userId: number, kind: OneTimeTokenKind): Promise<string> {
    const token = generateOneTimeToken();
    await oneTimeTokens.insert({
      userId,
      kind,
      tokenHash: hashOneTimeToken(token),
      expiresAt: oneTimeTokenExpiry(kind, now()),
    });
    return token;
  }

  async function sendConfirmation(user: { id: number; email: string; name: string }, to: Lang) {
    const token = await createLink(user.id, 'signup');
    await deps.mailer.send(user.email, {
      kind: 'confirmation',
      lang: to,
      fullname: user.name,
      email: user.email,
      link: mailLinks.confirmation(deps.publicUrl, token),
    });
  }

  /** Uses a link once; every other outstanding link of the same kind is retired with it. */
  async function consumeLink(kind: OneTimeTokenKind, token: string): Promise<number> {
    if (!looksLikeOneTimeToken(token)) throw invalidLink();
    const at = now();
    const userId = await oneTimeTokens.consume(kind, hashOneTimeToken(token), at);
    if (userId === null) throw invalidLink();
    await oneTimeTokens.retireAll(userId, kind, at);
    return userId;
  }

  return {
    /** Creates the unconfirmed account and e-mails the confirmation link. Returns the id only: no session. */
    async register(input: RegisterInput): Promise<number> {
      const email = normalizeEmail(input.email);
      // The schema checked the length and the person's own words; the common list lives on the server only.
      const passwordProblem = newPasswordPolicyProblem(input.password, { ...input, email }, 'password');
      if (passwordProblem) throw new AppError('validation', { fields: [passwordProblem] });
      const birthdate = input.birthdate.trim().slice(0, 10);
      // Under 18 the schema asked for a guardian; an adult's is ignored, never stored.
      const named = isMinorBirthdate(birthdate, now()) ? input.guardian : null;
      const guardian =
        named && isGuardianRelationship(named.relationship) ? { ...named, relationship: named.relationship } : null;
      const names = { nombre: input.nombre.trim(), apellido: input.apellido.trim() };
      const id = await users.createAccount(
        {
          email,
          passwordHash: await hashPassword(input.password),
          ...names,
          birthdate,
          sex: input.sex,
          country: input.country,
          ciudad: input.ciudad.trim(),
          langCode: input.langCode,
          isVerified: false,
          facebookId: null,
          termsAcceptedAt: now(),
        },
        'email',
        guardian
          ? (tx, userId) =>
              deps.guardians.nameAtRegistration(tx, { id: userId, email, ...names, lang: input.langCode }, guardian)
          : undefined,
      );
      try {
        await sendConfirmation({ id, email, name: `${names.nombre} ${names.apellido}`.trim() }, input.langCode);
      } catch (error) {
        // The account exists; the success page's resend button sends the link again.
        deps.log.error({ err: error }, 'confirmation e-mail could not be sent');
      }
      return id;
    },

    // Silent either way, and sent in the background so the answer's timing does not tell pending accounts apart.
    async resendValidation(account: { id: number } | { email: string }, requestLang: Lang | undefined): Promise<void> {
      const user =
        'id' in account ? await users.findById(account.id) : await users.findByEmail(normalizeEmail(account.email));
      if (!user || user.isVerified) return;
      void sendConfirmation(user, requestLang ?? user.langCode).catch((error: unknown) => {
        deps.log.error({ err: error }, 'confirmation e-mail could not be re-sent');
      });
    },

    /** Opens a session; an account with a factor was confirmed long ago, so its link opens nothing. */
    async confirm(token: string): Promise<string> {
      const userId = await consumeLink('signup', token);
      if (await deps.secondFactors.hasFactor(userId)) throw invalidLink();
      await users.markVerified(userId);
      return issueToken(userId);
    },

    /** `credentials`, `password` (spec §8); `account_cancelled` only once the password is right. */
    async login(rawEmail: string, password: string): Promise<{ token: string } | LoginChallenge> {
      const user = await users.findByEmail(normalizeEmail(rawEmail));
      if (!user || !user.isVerified) throw new AppError('credentials');
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('password');
      await deps.suspensionGate.admit(user);
      if (user.cancelledAt) throw new AppError('account_cancelled');
      return (await deps.secondFactors.challengeFor(user.id)) ?? { token: await issueToken(user.id) };
    },

    /** E-mails a 1-hour, single-use reset link (not while suspended); `user` for an unknown or unconfirmed address. */
    async requestRecovery(rawEmail: string, requestLang: Lang | undefined): Promise<void> {
      const user = await users.findByEmail(normalizeEmail(rawEmail));
      // A cancelled account is restored by logging in, not by a new password.
      if (!user || !user.isVerified || user.cancelledAt) throw new AppError('user');
      // A suspension in force gets no link, and the answer of any account: it does not tell of the suspension.
      if (isSuspendedNow(user, now())) return;
      const token = await createLink(user.id, 'recover');
      try {
        await deps.mailer.send(user.email, {
          kind: 'recovery',
          lang: requestLang ?? user.langCode,
          fullname: user.name,
          email: user.email,
          link: mailLinks.recovery(deps.publicUrl, token),
        });
      } catch (error) {
        deps.log.error({ err: error }, 'recovery e-mail could not be sent');
        throw new AppError('unavailable');
      }
    },

    /**
     * Opens the recovery session (claim `rec`, 1 hour): the only session that may set a password without the old
     * one. An account with a factor gets a reset challenge instead: the link alone never opens a session.
     */
    async openRecovery(token: string): Promise<{ token: string } | LoginChallenge> {
      const userId = await consumeLink('recover', token);
      const challenge = await deps.secondFactors.challengeFor(userId, 'reset');
      return challenge ?? { token: await issueToken(userId, { recovery: true }) };
    },

    /** Sets a new password and ends other sessions; the current one is asked unless recovering or never set. */
    async changePassword(session: SessionClaims, input: ChangePasswordInput): Promise<string> {
      const user = await users.findById(session.id);
      if (!user) throw new AppError('unauthorized');
      const problems: FieldProblem[] = [];
      const newProblem = newPasswordPolicyProblem(
        input.newPassword,
        user,
        'newPassword',
        'debes_introducir_contrasenas',
      );
      if (newProblem) problems.push(newProblem);
      const needsCurrent = !session.rec && user.passwordHash !== null;
      if (needsCurrent && !input.currentPassword) {
        problems.push({ field: 'currentPassword', code: 'debes_introducir_contrasenas' });
      }
      if (problems.length) throw new AppError('validation', { fields: problems });
      if (needsCurrent && !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
        throw new AppError('validation', { fields: [{ field: 'currentPassword', code: 'contrasena_actual' }] });
      }
      await users.setPassword(user.id, await hashPassword(input.newPassword));
      return issueToken(user.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
