import { AppError } from '../../http/app-error.ts';
import { isExpiredUnlifted, isSuspendedNow, suspensionTexts, type SuspensionState } from './suspension-rules.ts';

/** Lifts a suspension that has run out (the moderation module's, reached at run time: counters, audit log). */
export type LiftExpiredSuspension = (userId: number) => Promise<void>;

/** Every login's door: a suspension in force is refused with its end and reason; a run-out one is lifted first. */
export function createSuspensionGate(liftExpired: LiftExpiredSuspension) {
  return {
    async admit(account: SuspensionState & { id: number }, now = new Date()): Promise<void> {
      if (isSuspendedNow(account, now)) throw new AppError('account_suspended', { texts: suspensionTexts(account) });
      if (isExpiredUnlifted(account, now)) await liftExpired(account.id);
    },
  };
}

export type SuspensionGate = ReturnType<typeof createSuspensionGate>;
