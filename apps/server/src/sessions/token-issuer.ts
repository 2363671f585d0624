import { SESSION_DAYS } from '@vitrina/contract/constants';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { AppError } from '../http/app-error.ts';
import type { SessionFactor, SessionStore } from './session-store.ts';
import type { SessionClaims, SessionTokens } from './session-tokens.ts';

/** How long the session of a recovery link lasts (seconds). */
export const RECOVERY_SESSION_SECONDS = 3600;
/** How long any other session lasts from its latest token (seconds; DESIGN §3). */
export const SESSION_SECONDS = SESSION_DAYS * 86_400;

/** What a token says about its owner, as the accounts module reads it (the port sessions depend on). */
export interface SessionSubject {
  id: number;
  type: 'talento' | 'agencia' | null;
  profileImage: string | null;
  coverImage: string | null;
  fullname: string;
  profileUrl: string;
  langCode: 'es' | 'en';
  tokenVersion: number;
  isVerified: boolean;
  /** A verified agency's grace for a second factor runs from here (decision 0052); null for everyone else. */
  factorGraceFrom: Date | null;
}

/** The narrow read the session layer needs from the accounts module. */
export interface SessionSubjects {
  findSessionSubject(userId: number): Promise<SessionSubject | null>;
}

/** A session a refreshed token continues: its owner and its id (the claims of the request's token will do). */
export interface SessionRef {
  id: number;
  sid: string;
}

export interface IssueOptions {
  /** The 1-hour session of a recovery link (claim `rec`), the only one that may skip the current password. */
  recovery?: boolean;
  /** The session a refreshed token continues (logging out ends it with the older tokens); else a new one. */
  session?: string;
  /** The second factor that opened a new session (its row keeps it; the settings' sessions list shows it). */
  factor?: SessionFactor;
}

/** Signs a fresh session token for a user (after any change the token carries). */
export type IssueToken = (userId: number, options?: IssueOptions) => Promise<string>;

/** Signs tokens from the user's current data; 401 `session_expired` when the continued session has ended. */
export function createTokenIssuer(
  subjects: SessionSubjects,
  tokens: SessionTokens,
  store: SessionStore,
  now: () => Date = () => new Date(),
): IssueToken {
  return async function issueToken(userId, options = {}) {
    const user = await subjects.findSessionSubject(userId);
    if (!user) throw new AppError('unauthorized');
    const at = now();
    const seconds = options.recovery ? RECOVERY_SESSION_SECONDS : SESSION_SECONDS;
    // Whole seconds, as the token's `exp` is: the row runs out with the token.
    const expiresAt = new Date((Math.floor(at.getTime() / 1000) + seconds) * 1000);
    let sid: string;
    if (options.session) {
      if (!(await store.extend(userId, options.session, expiresAt, at))) throw new AppError('session_expired');
      sid = options.session;
    } else {
      sid = await store.open(userId, expiresAt, at, options.factor ?? null);
    }
    const claims: SessionClaims = {
      id: user.id,
      profileType: user.type,
      profileImage: user.profileImage ?? DEFAULT_PROFILE_IMAGE,
      coverImage: user.coverImage ?? DEFAULT_COVER_IMAGE,
      fullname: user.fullname,
      profile_url: user.profileUrl,
      langCode: user.langCode,
      tv: user.tokenVersion,
      sid,
      ...(options.recovery ? { rec: true as const } : {}),
    };
    return tokens.sign(claims, { expiresAt, issuedAt: at });
  };
}
