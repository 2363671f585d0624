import { AppError } from '../../http/app-error.ts';
import { isExpiredUnlifted, isSuspendedNow, suspensionTexts, type SuspensionState } from './suspension-rules.ts';

/** Lifts a suspension that has run out (the moderation module's, reached at run time: counters, audit log). */
export type LiftExpiredSuspension = (userId: number) => Promise<void>;

/**
 * The door every login passes (password, Facebook, restoring a cancelled account): a suspended person is
 * told until when and why in the request's language (`account_suspended`); one whose suspension has run out
 * is lifted first, so no session exists while a suspension is still on the account's row.
 */
export function createSuspensionGate(liftExpired: LiftExpiredSuspension) {
  return {
    async admit(account: SuspensionState & { id: number }, now = new Date()): Promise<void> {
      if (isSuspendedNow(account, now)) throw new AppError('account_suspended', { texts: suspensionTexts(account) });
      if (isExpiredUnlifted(account, now)) await liftExpired(account.id);
    },
  };
}

export type SuspensionGate = ReturnType<typeof createSuspensionGate>;
