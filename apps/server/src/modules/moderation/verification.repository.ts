import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencyVerifications, type AgencyVerificationRow } from '../../db/schema/agency-verifications.ts';

export interface NewApplication {
  userId: number;
  legalName: string;
  website: string;
  country: string;
  registrationNumber: string;
}

/** Agencies' verification applications. Never opens a transaction. */
export function createVerificationRepository(db: Db) {
  return {
    /** Inserts a pending application; null when the agency already has one (`agency_verifications_pending_key`). */
    async insert(application: NewApplication): Promise<AgencyVerificationRow | null> {
      const [row] = await db.insert(agencyVerifications).values(application).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findLatest(userId: number): Promise<AgencyVerificationRow | null> {
      const [row] = await db
        .select()
        .from(agencyVerifications)
        .where(eq(agencyVerifications.userId, userId))
        .orderBy(desc(agencyVerifications.id))
        .limit(1);
      return row ?? null;
    },

    /** Pending applications, oldest first, along `agency_verifications_queue_idx`. */
    async listPending(limit: number): Promise<AgencyVerificationRow[]> {
      return db
        .select()
        .from(agencyVerifications)
        .where(eq(agencyVerifications.status, 'pending'))
        .orderBy(asc(agencyVerifications.id))
        .limit(limit);
    },

    /** Decides a pending application; null when it is unknown or was already decided. */
    async decide(
      id: number,
      decision: { status: 'approved' | 'rejected'; publicReason: string; decidedBy: number },
    ): Promise<AgencyVerificationRow | null> {
      const [row] = await db
        .update(agencyVerifications)
        .set({ ...decision, decidedAt: new Date() })
        .where(and(eq(agencyVerifications.id, id), eq(agencyVerifications.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async findById(id: number): Promise<AgencyVerificationRow | null> {
      const [row] = await db.select().from(agencyVerifications).where(eq(agencyVerifications.id, id)).limit(1);
      return row ?? null;
    },
  };
}
