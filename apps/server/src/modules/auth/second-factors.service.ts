import QRCode from 'qrcode';
import { CHALLENGE_MAX_WRONG, type LoginChallenge, type SecondFactorsState } from '@vitrina/contract/second-factors';
import type { SecondFactorMethod, TotpSetup } from '@vitrina/contract/second-factors';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { FactorKeys } from './factor-keys.ts';
import type { FactorNotice } from './factor-notices.ts';
import { generateOneTimeToken, hashOneTimeToken, looksLikeOneTimeToken } from './one-time-token-rules.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, readCode, totpUri } from './second-factor-rules.ts';
import type { PasskeysRepository } from './passkeys.repository.ts';
import type { ChallengePurpose, SecondFactorsRepository } from './second-factors.repository.ts';

export interface SecondFactorsServiceDeps {
  repository: SecondFactorsRepository;
  keys: FactorKeys;
  users: Pick<UserAccounts, 'findById'>;
  issueToken: IssueToken;
  /** Passkeys are the other factor kind: the recovery codes belong to the account while either is on. */
  passkeys: Pick<PasskeysRepository, 'countFor'>;
  tell: FactorNotice;
  /** How long a challenge lives (config CHALLENGE_SECONDS). */
  challengeMs: number;
  /** Who must keep a factor (a role holder's last one stays) and the one-time offer, settled by a first factor. */
  rules: { assertMayRemoveLast(userId: number): Promise<void>; settleOffer(userId: number): Promise<void> };
  now?: () => Date;
}

const wrongCode = () => new AppError('validation', { fields: [{ field: 'code', code: 'codigo_incorrecto' }] });
/** Counts an answer against its account's limit (429 past it). */
type Admit = (userId: number) => Promise<void>;

/** Authenticator codes, recovery codes and the login's second step (decision 0052); passkeys: passkeys.service. */
export function createSecondFactorsService(deps: SecondFactorsServiceDeps) {
  const { repository, keys, tell } = deps;
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

  /** The factors a person has on: the login's second step offers these, and recovery codes with any. */
  async function methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const totp = (await repository.findTotp(userId))?.confirmedAt ? (['totp'] as const) : [];
    const passkey = (await deps.passkeys.countFor(userId)) > 0 ? (['passkey'] as const) : [];
    return totp.length + passkey.length > 0 ? [...totp, ...passkey, 'recovery'] : [];
  }

  const hasFactor = async (userId: number): Promise<boolean> => (await methodsOf(userId)).length > 0;

  const refusals = {
    login: { expired: 'reto_caducado', exhausted: 'reto_agotado' },
    reset: { expired: 'reto_enlace_caducado', exhausted: 'reto_enlace_agotado' },
  } as const;

  /** A live challenge of that purpose (not spent, run out or exhausted), or the purpose's error that says which. */
  async function liveChallenge(purpose: ChallengePurpose, token: string, at: Date) {
    const hash = looksLikeOneTimeToken(token) ? hashOneTimeToken(token) : null;
    const challenge = hash ? await repository.findChallenge(purpose, hash) : null;
    if (!challenge || challenge.usedAt || challenge.expiresAt <= at) throw new AppError(refusals[purpose].expired);
    if (challenge.wrongAnswers >= CHALLENGE_MAX_WRONG) throw new AppError(refusals[purpose].exhausted);
    return challenge;
  }

  /** Counts a wrong answer (a code's or a passkey's); the fifth exhausts the challenge, else `refusal` is thrown. */
  async function refuseAnswer(purpose: ChallengePurpose, challengeId: number, refusal: AppError): Promise<never> {
    const wrong = await repository.countWrongAnswer(challengeId);
    throw wrong >= CHALLENGE_MAX_WRONG ? new AppError(refusals[purpose].exhausted) : refusal;
  }

  /** Spends a rightly answered challenge once: two racing right answers open one session. */
  async function spendAnswered(purpose: ChallengePurpose, challengeId: number, at: Date): Promise<void> {
    if (!(await repository.spendChallenge(challengeId, at))) throw new AppError(refusals[purpose].expired);
  }

  /** A challenge answered with a code; `admit` counts the attempt against the account's limit before any check. */
  async function answer(purpose: ChallengePurpose, token: string, typed: string, admit: Admit) {
    const at = now();
    const challenge = await liveChallenge(purpose, token, at);
    await admit(challenge.userId);
    const method = await spendCode(challenge.userId, typed, at);
    if (!method) return refuseAnswer(purpose, challenge.id, wrongCode());
    await spendAnswered(purpose, challenge.id, at);
    return { userId: challenge.userId, method };
  }

  return {
    /** The challenges' rules, which a passkey's answer follows as a code's does (passkeys.service). */
    liveChallenge,
    refuseAnswer,
    spendAnswered,

    /** A step-up's code: which factor it proved (spent, as the login's), or null. */
    proveCode: (userId: number, typed: string) => spendCode(userId, typed, now()),

    async state(userId: number): Promise<SecondFactorsState> {
      const factor = await repository.findTotp(userId);
      const since = factor?.confirmedAt ?? null;
      return {
        totp: { enabled: since !== null, since: since?.toISOString() ?? null },
        recoveryCodes: { remaining: (await hasFactor(userId)) ? await repository.remainingRecoveryCodes(userId) : 0 },
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

    /** The first code turns the key on; a first factor's answer carries the ten recovery codes, shown once. */
    async confirmTotp(userId: number, typed: string): Promise<{ recoveryCodes: string[] | null }> {
      const factor = await repository.findTotp(userId);
      if (!factor) throw new AppError('totp_sin_iniciar');
      if (factor.confirmedAt) throw new AppError('totp_activo');
      const read = readCode(typed);
      const at = now();
      const step = read?.kind === 'totp' ? matchingStep(keys.open(factor.sealedSecret, userId), read.code, at) : null;
      if (step === null) throw wrongCode();
      const isFirst = (await deps.passkeys.countFor(userId)) === 0;
      const { codes, digests } = isFirst ? newCodes() : { codes: null, digests: null };
      if (!(await repository.confirmTotp(userId, step, at, digests))) throw new AppError('totp_activo');
      await deps.rules.settleOffer(userId);
      await tell(userId, 'totp_on');
      return { recoveryCodes: codes };
    },

    /** Off with a current code or a recovery code; the recovery codes go with the last factor. */
    async disableTotp(userId: number, typed: string): Promise<void> {
      const factor = await repository.findTotp(userId);
      if (!factor?.confirmedAt) throw new AppError('totp_sin_activar');
      // The authenticator is the last factor when no passkey remains.
      if ((await deps.passkeys.countFor(userId)) === 0) await deps.rules.assertMayRemoveLast(userId);
      if (!(await spendCode(userId, typed, now()))) throw wrongCode();
      await repository.removeTotp(userId);
      await tell(userId, 'totp_off');
    },

    /** Ten new codes (the old ones stop working), asked with an authenticator code or a recovery code. */
    async regenerateRecoveryCodes(userId: number, typed: string): Promise<{ recoveryCodes: string[] }> {
      if ((await methodsOf(userId)).length === 0) throw new AppError('totp_sin_activar');
      if (!(await spendCode(userId, typed, now()))) throw wrongCode();
      const { codes, digests } = newCodes();
      await repository.replaceRecoveryCodes(userId, digests);
      await tell(userId, 'recovery_regenerated');
      return { recoveryCodes: codes };
    },

    /** After the password (or Facebook, or a reset link): a challenge for an account with a factor, else null. */
    async challengeFor(userId: number, purpose: ChallengePurpose = 'login'): Promise<LoginChallenge | null> {
      const methods = await methodsOf(userId);
      if (methods.length === 0) return null;
      const challenge = generateOneTimeToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + deps.challengeMs);
      await repository.openChallenge(userId, purpose, hashOneTimeToken(challenge), expiresAt, at);
      return { challenge, methods };
    },

    /** Whether the account has a factor on, of any kind (the rules of decision 0052 ask it). */
    hasFactor,

    /** The login's challenge answered with a code: the session records its factor. */
    async answerChallenge(token: string, typed: string, admit: Admit): Promise<string> {
      const { userId, method } = await answer('login', token, typed, admit);
      return deps.issueToken(userId, { factor: method });
    },

    /** A reset link's challenge answered with a code: the 1-hour recovery session that may set a password. */
    async answerResetChallenge(token: string, typed: string, admit: Admit): Promise<string> {
      const { userId, method } = await answer('reset', token, typed, admit);
      return deps.issueToken(userId, { recovery: true, factor: method });
    },

    /** Spends a live login challenge without a code (a request to remove lost factors); answers its owner. */
    async spendLoginChallenge(token: string): Promise<number> {
      const challenge = await liveChallenge('login', token, now());
      if (!(await repository.spendChallenge(challenge.id, now()))) throw new AppError('reto_caducado');
      return challenge.userId;
    },
  };
}

export type SecondFactorsService = ReturnType<typeof createSecondFactorsService>;
