import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The minors rule's switch: the column the visibility rule reads. The guardians module sets it when a
 * guardian consents and clears it when consent is withdrawn or a new guardian is named, in its own unit of work.
 */
export interface GuardianConsent {
  set(tx: Tx, userId: number, at: Date | null): Promise<void>;
}

export const guardianConsent: GuardianConsent = {
  async set(tx, userId, at) {
    await tx.db.update(users).set({ guardianConsentAt: at, updatedAt: new Date() }).where(eq(users.id, userId));
  },
};
