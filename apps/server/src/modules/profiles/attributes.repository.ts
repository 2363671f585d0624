import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AvailabilityKind } from '@vitrina/contract/scouting-fields';
import { queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../db/id-list.ts';
import { talentAttributes, talentAvailability } from '../../db/schema/talent-attributes.ts';
import { users } from '../../db/schema/users.ts';
import type { AttributeRow } from './attributes-rules.ts';

export interface AvailabilityRecord {
  kind: AvailabilityKind;
  audience: 'everyone' | 'agencies';
  days: number;
  expiresAt: Date;
}

const isReminderDue = (days: number) => sql`${talentAvailability.remindedAt} is null
  and ${talentAvailability.expiresAt} <= now() + make_interval(days => ${days}) and ${talentAvailability.expiresAt} > now()`;

/** A person's sheet as one viewer may see it: their visible rows and birth date (for the age range). */
export interface SheetRecord {
  userId: number;
  birthdate: string | null;
  rows: AttributeRow[];
  availability: Array<{ kind: AvailabilityKind; expiresAt: string }>;
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Talent attributes and availability: the owner's writes, and sheets as viewers may see them. */
export function createAttributesRepository(db: Db) {
  return {
    async rowsOf(userId: number): Promise<AttributeRow[]> {
      const rows = await db
        .select({
          key: talentAttributes.key,
          value: talentAttributes.value,
          num: talentAttributes.num,
          visibility: talentAttributes.visibility,
        })
        .from(talentAttributes)
        .where(eq(talentAttributes.userId, userId));
      return rows as AttributeRow[];
    },

    /** Replaces every row of a person's sheet. */
    async replace(tx: Db, userId: number, rows: readonly AttributeRow[]): Promise<void> {
      await tx.delete(talentAttributes).where(eq(talentAttributes.userId, userId));
      if (rows.length) await tx.insert(talentAttributes).values(rows.map((row) => ({ ...row, userId })));
    },

    async availabilityOf(userId: number): Promise<AvailabilityRecord[]> {
      const rows = await db
        .select({
          kind: talentAvailability.kind,
          audience: talentAvailability.audience,
          days: talentAvailability.days,
          expiresAt: talentAvailability.expiresAt,
        })
        .from(talentAvailability)
        .where(eq(talentAvailability.userId, userId))
        .orderBy(talentAvailability.kind);
      return rows as AvailabilityRecord[];
    },

    /** Replaces what a person is available for; each entry runs its days from now, its reminder pending again. */
    async replaceAvailability(
      tx: Db,
      userId: number,
      entries: ReadonlyArray<{ kind: AvailabilityKind; audience: string; days: number }>,
    ): Promise<void> {
      await tx.delete(talentAvailability).where(eq(talentAvailability.userId, userId));
      if (!entries.length) return;
      await tx.insert(talentAvailability).values(
        entries.map((e) => ({
          userId,
          kind: e.kind,
          audience: e.audience,
          days: e.days,
          expiresAt: sql`now() + make_interval(days => ${e.days})`,
        })),
      );
    },

    /** Runs one availability again for its days from now; false when the person has none of that kind. */
    async renew(userId: number, kind: AvailabilityKind): Promise<boolean> {
      const rows = await db
        .update(talentAvailability)
        .set({ expiresAt: sql`now() + make_interval(days => ${talentAvailability.days})`, remindedAt: null })
        .where(and(eq(talentAvailability.userId, userId), eq(talentAvailability.kind, kind)))
        .returning({ kind: talentAvailability.kind });
      return rows.length > 0;
    },

    /** The talents with an availability ending within `days` and not yet reminded (the job runner claims each). */
    dueReminders(days: number): SQL {
      return sql`select user_id as key from ${talentAvailability} where ${isReminderDue(days)}
        group by user_id order by min(expires_at)`;
    },

    /** Marks a talent's availabilities ending within `days` as reminded, in `tx`; answers how many. */
    async markReminded(tx: Db, userId: number, days: number): Promise<number> {
      const rows = await tx
        .update(talentAvailability)
        .set({ remindedAt: sql`now()` })
        .where(and(eq(talentAvailability.userId, userId), isReminderDue(days)))
        .returning({ kind: talentAvailability.kind });
      return rows.length;
    },

    /**
     * The sheets of `ids` as `viewer` may see them, in one statement: each person's rows of the visibilities the
     * viewer may see (all for their own) and their availabilities still running for the viewer's audience.
     */
    async sheetsOf(viewer: { id: number; type: string | null }, ids: readonly number[]): Promise<SheetRecord[]> {
      if (!ids.length) return [];
      const shown = viewer.type === 'agencia' ? ['everyone', 'agencies'] : ['everyone'];
      const audiences = viewer.type === 'agencia' ? ['everyone', 'agencies'] : ['everyone'];
      const rows = await queryRows<{
        id: number | string;
        birthdate: string | null;
        rows: unknown;
        availability: unknown;
      }>(
        db,
        sql`select u.id, u.birthdate::text as birthdate,
          coalesce((select json_agg(json_build_object('key', a.key, 'value', a.value, 'num', a.num,
              'visibility', a.visibility) order by a.key, a.value)
            from ${talentAttributes} a where a.user_id = u.id
              and (u.id = ${viewer.id} or a.visibility = any(${textArray(shown)}))), '[]'::json) as rows,
          coalesce((select json_agg(json_build_object('kind', v.kind, 'expiresAt', v.expires_at) order by v.kind)
            from ${talentAvailability} v where v.user_id = u.id and v.expires_at > now()
              and (u.id = ${viewer.id} or v.audience = any(${textArray(audiences)}))), '[]'::json) as availability
          from ${users} u where u.id = any(${idArray(ids)})`,
      );
      return rows.map((row) => ({
        userId: Number(row.id),
        birthdate: row.birthdate,
        rows: parseJson<AttributeRow[]>(row.rows),
        availability: parseJson<Array<{ kind: AvailabilityKind; expiresAt: string }>>(row.availability).map((a) => ({
          kind: a.kind,
          expiresAt: new Date(a.expiresAt).toISOString(),
        })),
      }));
    },
  };
}

/** PGlite answers json as text at times, node-postgres as values. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export type AttributesRepository = ReturnType<typeof createAttributesRepository>;
