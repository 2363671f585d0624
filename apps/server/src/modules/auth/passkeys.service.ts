import type { FastifyBaseLogger } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MAX_PASSKEYS, type Passkey, type PasskeyAdded, type WebauthnOptions } from '@vitrina/contract/passkeys';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { SuspensionGate } from '../accounts/suspension-gate.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { FactorKeys } from './factor-keys.ts';
import type { FactorNotice } from './factor-notices.ts';
import { hashOneTimeToken, looksLikeOneTimeToken } from './one-time-token-rules.ts';
import { PASSKEY_ALGORITHMS, passkeyView, relyingParty, signedChallenge } from './passkey-rules.ts';
import type { PasskeyRow, PasskeysRepository, WebauthnPurpose } from './passkeys.repository.ts';
import { newRecoveryCodes } from './second-factor-rules.ts';
import type { ChallengePurpose } from './second-factors.repository.ts';
import type { SecondFactorsService } from './second-factors.service.ts';

export interface PasskeysServiceDeps {
  repository: PasskeysRepository;
  /** The login's and the reset link's challenges, which a passkey answers as a code does (same refusals). */
  challenges: Pick<SecondFactorsService, 'liveChallenge' | 'refuseAnswer' | 'spendAnswered'>;
  keys: FactorKeys;
  users: Pick<UserAccounts, 'findById'>;
  issueToken: IssueToken;
  suspensionGate: SuspensionGate;
  tell: FactorNotice;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How long a ceremony's challenge lives (the login challenge's CHALLENGE_SECONDS). */
  challengeMs: number;
  /** Who must keep a factor, and the first-week offer a first factor settles (decision 0052). */
  rules: { assertMayRemoveLast(userId: number): Promise<void>; settleOffer(userId: number): Promise<void> };
  /** Whether the authenticator is on: a passkey is the last factor only without it. */
  totpOn: (userId: number) => Promise<boolean>;
  now?: () => Date;
}

type Assertion = AuthenticationResponseJSON;
const refused = () => new AppError('llave_rechazada');
const toBytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64url'));

/** Passkeys (WebAuthn) in settings, as the login's second step and as a sign-in without password (decision 0052). */
export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { repository, keys, tell } = deps;
  const now = deps.now ?? (() => new Date());
  const rp = relyingParty(deps.publicUrl);

  /** Stores the options' challenge (its SHA-256 only), bound to whom it is for; single use, short-lived. */
  async function remember(
    options: { challenge: string },
    purpose: WebauthnPurpose,
    bound: { userId?: number; loginChallengeId?: number },
  ): Promise<WebauthnOptions> {
    const at = now();
    const expiresAt = new Date(at.getTime() + deps.challengeMs);
    await repository.openChallenge(
      { purpose, challengeHash: hashOneTimeToken(options.challenge), ...bound, expiresAt },
      at,
    );
    return { options: { ...options } as WebauthnOptions['options'] };
  }

  /** Spends the pending challenge the answer signed; null when it is unknown, of another kind, spent or run out. */
  async function spendSigned(clientDataJSON: string, purpose: WebauthnPurpose, at: Date) {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge || !looksLikeOneTimeToken(challenge)) return null;
    const row = await repository.spendChallenge(hashOneTimeToken(challenge), purpose, at);
    return row ? { row, challenge } : null;
  }

  /** Checks an assertion against its passkey (origin, rp id, user verification, signature, counter) and records it. */
  async function checkAssertion(
    passkey: PasskeyRow,
    response: Assertion,
    challenge: string,
    at: Date,
  ): Promise<boolean> {
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== passkey.userHandle) return false;
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: { id: passkey.credentialId, publicKey: toBytes(passkey.publicKey), counter: passkey.counter },
      });
      // The library refuses a counter that did not advance (a cloned key); synced passkeys that keep 0 pass.
      return verified && (await repository.recordUse(passkey.id, passkey.counter, authenticationInfo.newCounter, at));
    } catch {
      return false;
    }
  }

  async function ownerOf(response: Assertion): Promise<PasskeyRow | null> {
    return repository.findByCredentialId(response.id);
  }

  /** Request options that allow only this person's passkeys; refused with `refusal` when they have none. */
  async function ownPasskeyOptions(userId: number, refusal: () => AppError) {
    const owned = await repository.listFor(userId);
    if (owned.length === 0) throw refusal();
    return generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: owned.map((p) => ({ id: p.credentialId, transports: p.transports })),
      userVerification: 'required',
      timeout: deps.challengeMs,
    });
  }

  return {
    async list(userId: number): Promise<Passkey[]> {
      return (await repository.listFor(userId)).map(passkeyView);
    },

    /** Creation options: user verification required, a discoverable key preferred, the person's keys excluded. */
    async registrationOptions(userId: number): Promise<WebauthnOptions> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('unauthorized');
      const existing = await repository.listFor(userId);
      if (existing.length >= MAX_PASSKEYS) throw new AppError('llave_limite');
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: toBytes(keys.userHandle(userId)),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
        timeout: deps.challengeMs,
      });
      return remember(options, 'register', { userId });
    },

    /** Adds the passkey the browser made for this person's pending challenge; a first factor brings recovery codes. */
    async register(userId: number, name: string, response: RegistrationResponseJSON): Promise<PasskeyAdded> {
      const at = now();
      const spent = await spendSigned(response.response.clientDataJSON, 'register', at);
      if (!spent) throw new AppError('llave_caducada');
      if (spent.row.userId !== userId) throw refused();
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: spent.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
        });
        info = result.verified ? result.registrationInfo : null;
      } catch {
        info = null;
      }
      if (!info) throw refused();
      if ((await repository.countFor(userId)) >= MAX_PASSKEYS) throw new AppError('llave_limite');
      let codes: string[] | null = null;
      const added = await repository.insert(
        {
          userId,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          userHandle: keys.userHandle(userId),
          counter: info.credential.counter,
          transports: (info.credential.transports ?? []).slice(0, 10),
          name,
        },
        () => {
          codes = newRecoveryCodes();
          return codes.map((code) => keys.digestCode(code.replace('-', '')));
        },
      );
      if (!added) throw new AppError('llave_repetida');
      await deps.rules.settleOffer(userId);
      await tell(userId, 'passkey_added');
      return { passkey: passkeyView(added.row), recoveryCodes: added.isFirst ? codes : null };
    },

    async rename(userId: number, id: number, name: string): Promise<Passkey> {
      const row = await repository.rename(id, userId, name);
      if (!row) throw new AppError('not_found');
      return passkeyView(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if ((await repository.countFor(userId)) <= 1 && !(await deps.totpOn(userId)))
        await deps.rules.assertMayRemoveLast(userId);
      if (!(await repository.remove(id, userId))) throw new AppError('not_found');
      await tell(userId, 'passkey_removed');
    },

    /** Sign-in options: any discoverable passkey of this site (empty allowCredentials), user verification required. */
    async signInOptions(): Promise<WebauthnOptions> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: [],
        userVerification: 'required',
        timeout: deps.challengeMs,
      });
      return remember(options, 'sign_in', {});
    },

    /** A passkey instead of the password: the same gates as a password login, then a session with factor passkey. */
    async signIn(response: Assertion): Promise<string> {
      const at = now();
      const spent = await spendSigned(response.response.clientDataJSON, 'sign_in', at);
      if (!spent) throw new AppError('llave_caducada');
      const passkey = await ownerOf(response);
      if (!passkey || !(await checkAssertion(passkey, response, spent.challenge, at))) throw refused();
      const user = await deps.users.findById(passkey.userId);
      if (!user || !user.isVerified) throw new AppError('credentials');
      await deps.suspensionGate.admit(user);
      if (user.cancelledAt) throw new AppError('account_cancelled');
      deps.log.info({ userId: user.id }, 'signed in with a passkey');
      return deps.issueToken(user.id, { factor: 'passkey' });
    },

    /** Options to answer a login's or a reset's challenge: the account's passkeys, bound to that one challenge. */
    async challengeOptions(purpose: ChallengePurpose, token: string): Promise<WebauthnOptions> {
      const challenge = await deps.challenges.liveChallenge(purpose, token, now());
      const options = await ownPasskeyOptions(challenge.userId, refused);
      return remember(options, 'second_factor', { userId: challenge.userId, loginChallengeId: challenge.id });
    },

    /** A passkey's answer to a login's challenge (a session) or a reset's (a recovery one), counted as a code's. */
    async answerChallenge(
      purpose: ChallengePurpose,
      token: string,
      response: Assertion,
      admit: (userId: number) => Promise<void>,
    ): Promise<string> {
      const at = now();
      const challenge = await deps.challenges.liveChallenge(purpose, token, at);
      await admit(challenge.userId);
      const spent = await spendSigned(response.response.clientDataJSON, 'second_factor', at);
      const passkey = spent?.row.loginChallengeId === challenge.id ? await ownerOf(response) : null;
      const isRight =
        spent !== null &&
        passkey?.userId === challenge.userId &&
        (await checkAssertion(passkey, response, spent.challenge, at));
      if (!isRight) return deps.challenges.refuseAnswer(purpose, challenge.id, refused());
      await deps.challenges.spendAnswered(purpose, challenge.id, at);
      return deps.issueToken(challenge.userId, { recovery: purpose === 'reset', factor: 'passkey' });
    },

    /** Step-up options: this person's passkeys allowed, bound to them; 409 `llave_ninguna` without a passkey. */
    async stepUpOptions(userId: number): Promise<WebauthnOptions> {
      const options = await ownPasskeyOptions(userId, () => new AppError('llave_ninguna'));
      return remember(options, 'step_up', { userId });
    },

    /** A step-up's passkey: a live `step_up` challenge of this person, their passkey, right signature and counter. */
    async proveStepUp(userId: number, response: Assertion): Promise<void> {
      const at = now();
      const spent = await spendSigned(response.response.clientDataJSON, 'step_up', at);
      if (!spent) throw new AppError('llave_caducada');
      const passkey = spent.row.userId === userId ? await ownerOf(response) : null;
      if (passkey?.userId !== userId || !(await checkAssertion(passkey, response, spent.challenge, at)))
        throw refused();
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
