import type { PushDevice } from '@vitrina/contract/push';
import type { PushSubscriptionRow } from '../../db/schema/push-subscriptions.ts';

/** A subscription as its owner's list shows it: never its endpoint or keys. */
export function toPushDevice(row: PushSubscriptionRow, currentSessionId: string): PushDevice {
  return {
    id: row.id,
    browser: row.browser,
    system: row.system,
    createdAt: row.createdAt.toISOString(),
    current: row.sessionId === currentSessionId,
  };
}
