import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { CHALLENGE_MAX_WRONG, type LoginChallenge, type SecondFactorsState } from '@vitrina/contract/second-factors';
import type { SecondFactorMethod, TotpSetup } from '@vitrina/contract/second-factors';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { FactorChange } from '../mail/mail-messages.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { FactorKeys } from './factor-keys.ts';
import { generateOneTimeToken, hashOneTimeToken, looksLikeOneTimeToken } from './one-time-token-rules.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, readCode, totpUri } from './second-factor-rules.ts';
import type { SecondFactorsRepository } from './second-factors.repository.ts';

export interface SecondFactorsServiceDeps {
  repository: SecondFactorsRepository;
  keys: FactorKeys;
  users: Pick<UserAccounts, 'findById'>;
  issueToken: IssueToken;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How long a challenge lives (config CHALLENGE_SECONDS). */
  challengeMs: number;
  /** Who must keep a factor (a role holder's last one stays) and the one-time offer, settled by a first factor. */
  rules: { assertMayRemoveLast(userId: number): Promise<void>; settleOffer(userId: number): Promise<void> };
  now?: () => Date;
}

const wrongCode = () => new AppError('validation', { fields: [{ field: 'code', code: 'codigo_incorrecto' }] });
const METHODS: SecondFactorMethod[] = ['totp', 'recovery'];

/** Authenticator codes, recovery codes and the login's second step (decision 0052). */
export function createSecondFactorsService(deps: SecondFactorsServiceDeps) {
  const { repository, keys } = deps;
  const now = deps.now ?? (() => new Date());

  /** A current authenticator code of a turned-on factor, spent at once: its step is never accepted again. */
  async function spendTotp(userId: number, code: string, at: Date): Promise<boolean> {
    const factor = await repository.findTotp(userId);
    if (!factor?.confirmedAt) return false;
    const step = matchingStep(keys.open(factor.sealedSecret, userId), code, at);
    return step !== null && repository.acceptStep(userId, step);
  }

  /** Which factor a typed code proved, spending it; null when it proves none. */
  async function spendCode(userId: number, typed: string, at: Date): Promise<SecondFactorMethod | null> {
    const read = readCode(typed);
    if (!read) return null;
    if (read.kind === 'totp') return (await spendTotp(userId, read.code, at)) ? 'totp' : null;
    if (!(await repository.useRecoveryCode(userId, keys.digestCode(read.code), at))) return null;
    await tell(userId, 'recovery_used');
    return 'recovery';
  }

  function newCodes(): { codes: string[]; digests: string[] } {
    const codes = newRecoveryCodes();
    return { codes, digests: codes.map((code) => keys.digestCode(code.replace('-', ''))) };
  }

  /** E-mails the owner in their language and logs the change: never a code, a key or a challenge. */
  async function tell(userId: number, change: FactorChange): Promise<void> {
    deps.log.info({ userId, change }, 'second factors changed');
    const user = await deps.users.findById(userId);
    if (!user) return;
    try {
      await deps.mailer.send(user.email, {
        kind: 'factor_change',
        lang: user.langCode,
        fullname: user.name,
        email: user.email,
        change,
        remaining: await repository.remainingRecoveryCodes(userId),
        link: mailLinks.security(deps.publicUrl),
      });
    } catch (error) {
      // The change stands; the settings page shows it whatever the mail did.
      deps.log.error({ err: error, change }, 'second factor notice could not be sent');
    }
  }

  return {
    /** Whether the account has a factor on (the rules of decision 0052 ask it; passkeys join here). */
    async hasFactor(userId: number): Promise<boolean> {
      return Boolean((await repository.findTotp(userId))?.confirmedAt);
    },

    /** A step-up's code: which factor it proved (spent, as the login's), or null. */
    proveCode: (userId: number, typed: string) => spendCode(userId, typed, now()),

    async state(userId: number): Promise<SecondFactorsState> {
      const factor = await repository.findTotp(userId);
      const since = factor?.confirmedAt ?? null;
      return {
        totp: { enabled: since !== null, since: since?.toISOString() ?? null },
        recoveryCodes: { remaining: since ? await repository.remainingRecoveryCodes(userId) : 0 },
      };
    },

    /** A fresh key in waiting, shown this once as text, URI and QR code; 409 `totp_activo` when one is on. */
    async startTotp(userId: number): Promise<TotpSetup> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('unauthorized');
      const secret = newTotpSecret();
      if (!(await repository.putPendingTotp(userId, keys.seal(secret, userId)))) throw new AppError('totp_activo');
      const uri = totpUri(secret, user.email);
      const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { secret, uri, qr };
    },

    /** The first code turns the key on; the answer carries the ten recovery codes, never shown again. */
    async confirmTotp(userId: number, typed: string): Promise<{ recoveryCodes: string[] }> {
      const factor = await repository.findTotp(userId);
      if (!factor) throw new AppError('totp_sin_iniciar');
      if (factor.confirmedAt) throw new AppError('totp_activo');
      const read = readCode(typed);
      const at = now();
      const step = read?.kind === 'totp' ? matchingStep(keys.open(factor.sealedSecret, userId), read.code, at) : null;
      if (step === null) throw wrongCode();
      const { codes, digests } = newCodes();
      if (!(await repository.confirmTotp(userId, step, at, digests))) throw new AppError('totp_activo');
      await deps.rules.settleOffer(userId);
      await tell(userId, 'totp_on');
      return { recoveryCodes: codes };
    },

    /** Off with a current code or a recovery code; the recovery codes go with the last factor. */
    async disableTotp(userId: number, typed: string): Promise<void> {
      const factor = await repository.findTotp(userId);
      if (!factor?.confirmedAt) throw new AppError('totp_sin_activar');
      // Passkeys will count here too: today the authenticator is the only factor, so it is the last one.
      await deps.rules.assertMayRemoveLast(userId);
      if (!(await spendCode(userId, typed, now()))) throw wrongCode();
      await repository.removeTotp(userId);
      await tell(userId, 'totp_off');
    },

    /** Ten new codes (the old ones stop working), asked with a code. */
    async regenerateRecoveryCodes(userId: number, typed: string): Promise<{ recoveryCodes: string[] }> {
      const factor = await repository.findTotp(userId);
      if (!factor?.confirmedAt) throw new AppError('totp_sin_activar');
      if (!(await spendCode(userId, typed, now()))) throw wrongCode();
      const { codes, digests } = newCodes();
      await repository.replaceRecoveryCodes(userId, digests);
      await tell(userId, 'recovery_regenerated');
      return { recoveryCodes: codes };
    },

    /** After the password (or Facebook): a challenge for an account with a factor on, else null (a session). */
    async challengeFor(userId: number): Promise<LoginChallenge | null> {
      const factor = await repository.findTotp(userId);
      if (!factor?.confirmedAt) return null;
      const challenge = generateOneTimeToken();
      const at = now();
      await repository.openChallenge(
        userId,
        hashOneTimeToken(challenge),
        new Date(at.getTime() + deps.challengeMs),
        at,
      );
      return { challenge, methods: METHODS };
    },

    /**
     * The challenge's answer opens the session that records its factor. `admit` counts the attempt against the
     * account's limit before any code is checked, so a guess past the limit never reaches the check.
     */
    async answerChallenge(token: string, typed: string, admit: (userId: number) => Promise<void>): Promise<string> {
      const challenge = looksLikeOneTimeToken(token) ? await repository.findChallenge(hashOneTimeToken(token)) : null;
      const at = now();
      if (!challenge || challenge.usedAt || challenge.expiresAt <= at) throw new AppError('reto_caducado');
      if (challenge.wrongAnswers >= CHALLENGE_MAX_WRONG) throw new AppError('reto_agotado');
      await admit(challenge.userId);
      const method = await spendCode(challenge.userId, typed, at);
      if (!method) {
        const wrong = await repository.countWrongAnswer(challenge.id);
        throw wrong >= CHALLENGE_MAX_WRONG ? new AppError('reto_agotado') : wrongCode();
      }
      if (!(await repository.spendChallenge(challenge.id, at))) throw new AppError('reto_caducado');
      return deps.issueToken(challenge.userId, { factor: method });
    },
  };
}

export type SecondFactorsService = ReturnType<typeof createSecondFactorsService>;
