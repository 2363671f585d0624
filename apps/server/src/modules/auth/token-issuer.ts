import { eq } from 'drizzle-orm';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionClaims, SessionTokens } from './session-tokens.ts';

export const RECOVERY_SESSION = '1h';

/** Signs a fresh session token from the user's current row (after any change the token carries). */
export function createTokenIssuer(db: Db, tokens: SessionTokens) {
  /** `recovery`: the 1-hour session of a recovery link (claim `rec`), the only one that may skip the current password. */
  return async function issueToken(userId: number, options: { recovery?: boolean } = {}): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError('unauthorized', 401);
    const claims: SessionClaims = {
      id: user.id,
      profileType: user.type as 'talento' | 'agencia' | null,
      profileImage: user.profileImage ?? DEFAULT_PROFILE_IMAGE,
      coverImage: user.coverImage ?? DEFAULT_COVER_IMAGE,
      fullname: `${user.nombre} ${user.apellido}`.trim(),
      profile_url: user.profileUrl,
      langCode: user.langCode === 'en' ? 'en' : 'es',
      tv: user.tokenVersion,
    };
    if (options.recovery) return tokens.sign({ ...claims, rec: true }, { expiresIn: RECOVERY_SESSION });
    return tokens.sign(claims);
  };
}

export type IssueToken = ReturnType<typeof createTokenIssuer>;
