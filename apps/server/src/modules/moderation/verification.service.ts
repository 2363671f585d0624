import type { Viewer } from '../../sessions/session-plugin.ts';
import type {
  MyVerification,
  PendingVerification,
  VerificationApplication,
  VerificationRequest,
} from '@vitrina/contract/verification';
import type { Db } from '../../db/client.ts';
import type { AgencyVerificationRow } from '../../db/schema/agency-verifications.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { UserSuspensions } from '../accounts/user-suspensions.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { createVerificationRepository } from './verification.repository.ts';

export interface VerificationDeps {
  db: Db;
  transactions: Transactions;
  suspensions: Pick<UserSuspensions, 'markAgencyVerified' | 'isVerifiedAgency'>;
  directory: Pick<UserDirectory, 'listAuthors'>;
}

const PENDING_SHOWN = 200;

function toApplication(row: AgencyVerificationRow): VerificationApplication {
  return {
    id: row.id,
    status: row.status as VerificationApplication['status'],
    legalName: row.legalName,
    website: row.website,
    country: row.country,
    registrationNumber: row.registrationNumber,
    publicReason: row.publicReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Verified agencies: apply; approve or reject with a note; the flag lives on the account (decision 0025). */
export function createVerification({ db, transactions, suspensions, directory }: VerificationDeps) {
  const repository = createVerificationRepository(db);

  async function mine(userId: number): Promise<MyVerification> {
    const [verified, latest] = await Promise.all([suspensions.isVerifiedAgency(userId), repository.findLatest(userId)]);
    return { verified, application: latest ? toApplication(latest) : null };
  }

  async function decide(
    actorId: number,
    id: number,
    decision: { approve: boolean; reason: string; note: string },
  ): Promise<VerificationApplication> {
    return transactions.run(async (tx) => {
      const inTx = createVerificationRepository(tx.db);
      const row = await inTx.decide(id, {
        status: decision.approve ? 'approved' : 'rejected',
        publicReason: decision.approve ? '' : decision.reason,
        decidedBy: actorId,
      });
      if (!row) throw (await inTx.findById(id)) ? new AppError('verification_decided') : notFound();
      if (decision.approve) await suspensions.markAgencyVerified(tx, row.userId);
      await createModerationRepository(tx.db).append({
        actorId,
        action: decision.approve ? 'verification.approved' : 'verification.rejected',
        subjectId: row.userId,
        note: decision.note,
        detail: { application: row.id, legalName: row.legalName, reason: row.publicReason },
      });
      return toApplication(row);
    });
  }

  return {
    mine: (viewer: Viewer) => mine(viewer.id),

    /** POST /api/users/me/verification: agencies only; one pending application at a time. */
    async apply(viewer: Viewer, input: VerificationRequest): Promise<MyVerification> {
      if (viewer.type !== 'agencia') throw new AppError('verification_agencies_only');
      if (await suspensions.isVerifiedAgency(viewer.id)) throw new AppError('verification_already_verified');
      const row = await repository.insert({
        userId: viewer.id,
        legalName: input.legalName,
        website: input.website,
        country: input.country,
        registrationNumber: input.registrationNumber,
      });
      if (!row) throw new AppError('verification_pending');
      return mine(viewer.id);
    },

    async listPending(): Promise<{ rows: PendingVerification[]; count: number }> {
      const pending = await repository.listPending(PENDING_SHOWN);
      const cards = await directory.listAuthors(pending.map((row) => row.userId));
      const rows = pending.flatMap((row) => {
        const agency = cards.get(row.userId);
        return agency ? [{ ...toApplication(row), agency }] : [];
      });
      return { rows, count: rows.length };
    },

    approve: (actorId: number, id: number, note: string) => decide(actorId, id, { approve: true, reason: '', note }),
    reject: (actorId: number, id: number, reason: string, note: string) =>
      decide(actorId, id, { approve: false, reason, note }),
  };
}

export type Verification = ReturnType<typeof createVerification>;
