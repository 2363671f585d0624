import { and, eq, isNull, sql } from 'drizzle-orm';
import { isGuardianRelationship, type GuardianRelationship } from '@vitrina/contract/guardian-rules';
import { toLang, type Lang } from '@vitrina/contract/constants';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import type { Db } from '../../db/client.ts';
import { guardianLinks, guardians, type GuardianRow } from '../../db/schema/guardians.ts';
import { users } from '../../db/schema/users.ts';

export interface Guardian {
  id: number;
  userId: number;
  name: string;
  email: string;
  relationship: GuardianRelationship;
  confirmedAt: Date | null;
  withdrawnAt: Date | null;
  endedAt: Date | null;
  lastSummaryAt: Date | null;
}

/** The minor a guardian answers for, as their e-mails and page name her. */
export interface Minor {
  id: number;
  email: string;
  nombre: string;
  apellido: string;
  lang: Lang;
  birthdate: string | null;
  cancelled: boolean;
}

export interface GuardianFields {
  name: string;
  email: string;
  relationship: GuardianRelationship;
}

function toGuardian(row: GuardianRow): Guardian {
  if (!isGuardianRelationship(row.relationship)) throw new Error(`guardian ${row.id}: unknown relationship`);
  const { id, userId, name, email, confirmedAt, withdrawnAt, endedAt, lastSummaryAt } = row;
  return { id, userId, name, email, relationship: row.relationship, confirmedAt, withdrawnAt, endedAt, lastSummaryAt };
}

const minorColumns = {
  id: users.id,
  email: users.email,
  nombre: users.nombre,
  apellido: users.apellido,
  langCode: users.langCode,
  birthdate: users.birthdate,
  cancelledAt: users.cancelledAt,
};
interface MinorRow {
  id: number;
  email: string;
  nombre: string;
  apellido: string;
  langCode: string;
  birthdate: string | null;
  cancelledAt: Date | null;
}
const toMinor = (row: MinorRow): Minor => ({
  id: row.id,
  email: row.email,
  nombre: row.nombre,
  apellido: row.apellido,
  lang: toLang(row.langCode),
  birthdate: row.birthdate,
  cancelled: row.cancelledAt !== null,
});

const isAdultNow = sql`${users.birthdate} <= (current_date - interval '${sql.raw(String(ADULT_AGE))} years')`;
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The guardians' rows and their links' hashes; the minor's name, address and language read beside them. */
export function createGuardiansRepository(db: Db) {
  return {
    /** The guardian on file for a person, ended or not. */
    async findByUser(userId: number): Promise<Guardian | null> {
      const [row] = await db.select().from(guardians).where(eq(guardians.userId, userId));
      return row ? toGuardian(row) : null;
    },

    /** The guardian whose link carries `tokenHash`, with their minor; null when unknown or the role has ended. */
    async findByToken(tokenHash: string): Promise<{ guardian: Guardian; minor: Minor } | null> {
      const [row] = await db
        .select({ guardian: guardians, minor: minorColumns })
        .from(guardianLinks)
        .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
        .innerJoin(users, eq(users.id, guardians.userId))
        .where(and(eq(guardianLinks.tokenHash, tokenHash), isNull(guardians.endedAt)));
      return row ? { guardian: toGuardian(row.guardian), minor: toMinor(row.minor) } : null;
    },

    async findMinor(userId: number): Promise<Minor | null> {
      const [row] = await db.select(minorColumns).from(users).where(eq(users.id, userId));
      return row ? toMinor(row) : null;
    },

    /** Names the guardian, or replaces the one on file: everything about the old one starts over. */
    async replace(userId: number, fields: GuardianFields): Promise<Guardian> {
      const fresh = {
        ...fields,
        confirmedAt: null,
        withdrawnAt: null,
        endedAt: null,
        endNoticeAt: null,
        lastSummaryAt: null,
        summaryDueAt: null,
        createdAt: new Date(),
      };
      const [row] = await db
        .insert(guardians)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: guardians.userId, set: fresh })
        .returning();
      if (!row) throw new Error('guardian upsert returned nothing');
      await db.delete(guardianLinks).where(eq(guardianLinks.guardianId, row.id));
      return toGuardian(row);
    },

    async addLink(guardianId: number, tokenHash: string): Promise<void> {
      await db.insert(guardianLinks).values({ guardianId, tokenHash });
    },

    /** Consent given (again): the summaries start, a week on, from now. False when the role has ended. */
    async confirm(guardianId: number, at: Date, firstSummaryAt: Date): Promise<boolean> {
      const rows = await db
        .update(guardians)
        .set({ confirmedAt: at, withdrawnAt: null, lastSummaryAt: at, summaryDueAt: firstSummaryAt })
        .where(and(eq(guardians.id, guardianId), isNull(guardians.endedAt)))
        .returning({ id: guardians.id });
      return rows.length > 0;
    },

    /** Consent withdrawn (or refused before it was given): no more summaries. False when the role has ended. */
    async withdraw(guardianId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(guardians)
        .set({ withdrawnAt: at, summaryDueAt: null })
        .where(and(eq(guardians.id, guardianId), isNull(guardians.endedAt)))
        .returning({ id: guardians.id });
      return rows.length > 0;
    },

    /** Every confirmed guardian's summary is due now (the command line's "send them now"). */
    async makeSummariesDue(): Promise<void> {
      await db.execute(sql`update ${guardians} set summary_due_at = now()
        where summary_due_at is not null and summary_due_at > now()`);
    },

    /** Guardians whose weekly summary is due (the job runner claims among them). */
    dueSummaries: sql`select id as key from ${guardians} where summary_due_at <= now() order by summary_due_at`,

    /** Guardians by id with their minors, still confirmed and in role (a withdrawal since is left out). */
    async listConfirmed(ids: readonly number[]): Promise<Array<{ guardian: Guardian; minor: Minor }>> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ guardian: guardians, minor: minorColumns })
        .from(guardians)
        .innerJoin(users, eq(users.id, guardians.userId))
        .where(
          sql`${guardians.id} in (${idList(ids)}) and ${guardians.confirmedAt} is not null
            and ${guardians.withdrawnAt} is null and ${guardians.endedAt} is null`,
        );
      return rows.map((row) => ({ guardian: toGuardian(row.guardian), minor: toMinor(row.minor) }));
    },

    /** The window up to `windowEnd` is told (or had nothing to tell): the next one starts there, due a week on. */
    async settleSummary(guardianId: number, windowEnd: Date, nextDueAt: Date): Promise<void> {
      await db
        .update(guardians)
        .set({ lastSummaryAt: windowEnd, summaryDueAt: nextDueAt })
        .where(and(eq(guardians.id, guardianId), sql`${guardians.summaryDueAt} is not null`));
    },

    /** Ends the role of every guardian whose minor is 18 now: their links die at once. */
    async endAdults(): Promise<void> {
      await db.execute(sql`update ${guardians} g set ended_at = coalesce(g.ended_at, now()), summary_due_at = null
        from ${users} where ${users.id} = g.user_id and g.end_notice_at is null and ${isAdultNow}`);
    },

    /** The ended roles both people have not yet been told of (the job runner claims each). */
    dueEndings: sql`select g.id as key from ${guardians} g join ${users} on ${users.id} = g.user_id
      where g.end_notice_at is null and g.ended_at is not null and ${isAdultNow} order by g.id`,

    /** An ended role still to be told of, with its minor; null once told. */
    async findEnding(guardianId: number): Promise<{ guardian: Guardian; minor: Minor } | null> {
      const [row] = await db
        .select({ guardian: guardians, minor: minorColumns })
        .from(guardians)
        .innerJoin(users, eq(users.id, guardians.userId))
        .where(and(eq(guardians.id, guardianId), isNull(guardians.endNoticeAt), sql`${guardians.endedAt} is not null`));
      return row ? { guardian: toGuardian(row.guardian), minor: toMinor(row.minor) } : null;
    },

    async settleEnding(guardianId: number): Promise<void> {
      await db.update(guardians).set({ endNoticeAt: new Date() }).where(eq(guardians.id, guardianId));
      await db.delete(guardianLinks).where(eq(guardianLinks.guardianId, guardianId));
    },
  };
}

export type GuardiansRepository = ReturnType<typeof createGuardiansRepository>;
