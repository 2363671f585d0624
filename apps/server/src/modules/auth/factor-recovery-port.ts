import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import {
  generateOneTimeToken,
  hashOneTimeToken,
  linkRefusal,
  looksLikeOneTimeToken,
  oneTimeTokenExpiry,
} from './one-time-token-rules.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { removeEveryFactor } from './second-factors.repository.ts';
import type { SecondFactorsService } from './second-factors.service.ts';

const KIND = 'factor_removal_cancel';

/**
 * What the admins' removal of lost factors (moderation module) asks of auth: the login challenge that proves the
 * password, the owner's one-time cancel links, and the removal itself, in the caller's transaction.
 */
export function createFactorRecoveryPort(db: Db, secondFactors: Pick<SecondFactorsService, 'spendLoginChallenge'>) {
  return {
    spendLoginChallenge: (challenge: string) => secondFactors.spendLoginChallenge(challenge),

    /** A new link that cancels the account's removal without logging in; earlier ones keep working. */
    async issueCancelLink(tx: Tx, userId: number, at: Date): Promise<string> {
      const token = generateOneTimeToken();
      await createOneTimeTokensRepository(tx.db).insert({
        userId,
        kind: KIND,
        tokenHash: hashOneTimeToken(token),
        expiresAt: oneTimeTokenExpiry(KIND, at),
      });
      return token;
    },

    /** Uses a cancel link once (its siblings retire with it); answers its owner. */
    async consumeCancelLink(token: string, at: Date): Promise<number> {
      if (!looksLikeOneTimeToken(token)) throw new AppError('token_invalido');
      const tokens = createOneTimeTokensRepository(db);
      const hash = hashOneTimeToken(token);
      const userId = await tokens.consume(KIND, hash, at);
      if (userId === null) throw new AppError(linkRefusal(await tokens.findByHash(KIND, hash), at));
      await tokens.retireAll(userId, KIND, at);
      return userId;
    },

    /** The removal: every factor kind goes (one place), and the cancel links with it. */
    async removeFactors(tx: Tx, userId: number, at: Date): Promise<void> {
      await removeEveryFactor(tx.db, userId);
      await createOneTimeTokensRepository(tx.db).retireAll(userId, KIND, at);
    },

    /** A refused or cancelled request's links stop working. */
    retireCancelLinks: (tx: Tx, userId: number, at: Date) =>
      createOneTimeTokensRepository(tx.db).retireAll(userId, KIND, at),
  };
}

export type FactorRecoveryPort = ReturnType<typeof createFactorRecoveryPort>;
