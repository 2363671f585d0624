import type { EventBus } from '../../events/event-bus.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserSuspensions } from './user-suspensions.ts';
import { isExpiredUnlifted, isSuspendedNow, suspensionTexts, type SuspensionState } from './suspension-rules.ts';

/**
 * Every login's door: a suspension in force is refused with its end and reason; a run-out one is announced and
 * lifted (by the moderation module: counters, audit log) before the door opens. Nothing is written here, so the
 * event goes out at once, not after a commit.
 */
export function createSuspensionGate(events: Pick<EventBus, 'publish'>, suspensions: Pick<UserSuspensions, 'isOnRow'>) {
  return {
    async admit(account: SuspensionState & { id: number }, now = new Date()): Promise<void> {
      if (isSuspendedNow(account, now)) throw new AppError('account_suspended', { texts: suspensionTexts(account) });
      if (!isExpiredUnlifted(account, now)) return;
      await events.publish('user.suspension_ran_out', { userId: account.id });
      // The bus only logs a listener's failure: no session opens while a suspension is still on the row.
      if (await suspensions.isOnRow(account.id)) throw new Error('a run-out suspension could not be lifted');
    },
  };
}

export type SuspensionGate = ReturnType<typeof createSuspensionGate>;
