import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { AppError } from '../http/app-error.ts';
import type { SessionClaims, SessionTokens } from './session-tokens.ts';

export const RECOVERY_SESSION = '1h';

/** What a token says about its owner, as the users module reads it (the port sessions depend on). */
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
}

/** The narrow read the session layer needs from the users module. */
export interface SessionSubjects {
  findSessionSubject(userId: number): Promise<SessionSubject | null>;
}

/** Signs a fresh session token for a user (after any change the token carries). */
export type IssueToken = (userId: number, options?: { recovery?: boolean }) => Promise<string>;

/** Signs session tokens from the user's current data, read through the users port. */
export function createTokenIssuer(subjects: SessionSubjects, tokens: SessionTokens): IssueToken {
  /** `recovery`: the 1-hour session of a recovery link (claim `rec`), the only one that may skip the current password. */
  return async function issueToken(userId, options = {}) {
    const user = await subjects.findSessionSubject(userId);
    if (!user) throw new AppError('unauthorized');
    const claims: SessionClaims = {
      id: user.id,
      profileType: user.type,
      profileImage: user.profileImage ?? DEFAULT_PROFILE_IMAGE,
      coverImage: user.coverImage ?? DEFAULT_COVER_IMAGE,
      fullname: user.fullname,
      profile_url: user.profileUrl,
      langCode: user.langCode,
      tv: user.tokenVersion,
    };
    if (options.recovery) return tokens.sign({ ...claims, rec: true }, { expiresIn: RECOVERY_SESSION });
    return tokens.sign(claims);
  };
}
