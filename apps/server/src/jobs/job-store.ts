import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { jobItems, jobLeases } from '../db/schema/jobs.ts';

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

export interface ClaimedItem {
  key: string;
  attempts: number;
}

export interface DeadItem {
  round: string;
  key: string;
  attempts: number;
  lastError: string | null;
  deadAt: Date;
}

/** The runner's statements: round leases, item claims, retries and the dead letters. The only `skip locked` is here. */
export function createJobStore(db: Db) {
  return {
    /** Takes or renews a round's lease; false while another process holds it. */
    async lease(round: string, holder: string, leaseMs: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`insert into ${jobLeases} (round, holder, expires_at) values (${round}, ${holder}, now() + ${interval(leaseMs)})
          on conflict (round) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where ${jobLeases.expiresAt} < now() or ${jobLeases.holder} = excluded.holder
          returning round`,
      );
      return rows.length > 0;
    },

    /** Renews the round's lease and this holder's item claims; false when the lease was lost. */
    async renew(round: string, holder: string, leaseMs: number): Promise<boolean> {
      await db.execute(sql`update ${jobItems} set claimed_until = now() + ${interval(leaseMs)}
        where round = ${round} and holder = ${holder} and claimed_until is not null`);
      const rows = await queryRows(
        db,
        sql`update ${jobLeases} set expires_at = now() + ${interval(leaseMs)}
          where round = ${round} and holder = ${holder} returning round`,
      );
      return rows.length > 0;
    },

    /** Renews this holder's item claims in a round without a lease of its own; answers the keys still held. */
    async renewItems(round: string, holder: string, leaseMs: number): Promise<string[]> {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`update ${jobItems} set claimed_until = now() + ${interval(leaseMs)}
          where round = ${round} and holder = ${holder} and claimed_until is not null returning key`,
      );
      return rows.map((row) => row.key);
    },

    async release(round: string, holder: string): Promise<void> {
      await db.execute(sql`delete from ${jobLeases} where round = ${round} and holder = ${holder}`);
    },

    /**
     * Records up to `limit` due keys (`due` selects a column `key`) that have no item yet, then claims up to `limit`
     * items whose time has come and whose claim is free or ran out (a crashed process's), skipping `seen`.
     */
    async claim(round: string, holder: string, due: SQL, options: { limit: number; leaseMs: number; seen: string[] }) {
      const seen = sql`${`{${options.seen.map((key) => JSON.stringify(key)).join(',')}}`}::text[]`;
      await db.execute(sql`insert into ${jobItems} (round, key)
        select ${round}, d.key::text from (${due}) d
        where not exists (select 1 from ${jobItems} j where j.round = ${round} and j.key = d.key::text)
          and not (d.key::text = any(${seen}))
        limit ${options.limit}
        on conflict do nothing`);
      const rows = await queryRows<{ key: string; attempts: number }>(
        db,
        sql`update ${jobItems} set holder = ${holder}, claimed_until = now() + ${interval(options.leaseMs)},
            attempts = attempts + 1
          where round = ${round} and key in (select key from ${jobItems}
            where round = ${round} and dead_at is null and run_after <= now()
              and (claimed_until is null or claimed_until < now()) and not (key = any(${seen}))
            order by run_after, key limit ${options.limit} for update skip locked)
          returning key, attempts`,
      );
      return rows.map((row): ClaimedItem => ({ key: row.key, attempts: Number(row.attempts) }));
    },

    // Only the holder ends a claim: one taken over after its lease ran out is the new holder's.

    /** The item is done: what is due again is the module's to say. */
    async settle(round: string, key: string, holder: string): Promise<void> {
      await db.execute(sql`delete from ${jobItems} where round = ${round} and key = ${key} and holder = ${holder}`);
    },

    /** A failed attempt: tried again after `delayMs`, or dead-lettered when `isDead`. */
    async fail(
      round: string,
      key: string,
      holder: string,
      failure: { error: string; delayMs: number; isDead: boolean },
    ) {
      await db.execute(sql`update ${jobItems} set holder = null, claimed_until = null, last_error = ${failure.error},
          run_after = now() + ${interval(failure.delayMs)}, dead_at = ${failure.isDead ? sql`now()` : sql`null`}
        where round = ${round} and key = ${key} and holder = ${holder}`);
    },

    /** Claimed but not started, or cut short (a stop): back to the others, the attempt not counted. */
    async unclaim(round: string, holder: string, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.execute(sql`update ${jobItems} set holder = null, claimed_until = null, attempts = attempts - 1
        where round = ${round} and holder = ${holder}
          and key = any(${`{${keys.map((key) => JSON.stringify(key)).join(',')}}`}::text[])`);
    },

    async deadCounts(): Promise<Map<string, number>> {
      const rows = await queryRows<{ round: string; count: number | string }>(
        db,
        sql`select round, count(*) as count from ${jobItems} where dead_at is not null group by round`,
      );
      return new Map(rows.map((row) => [row.round, Number(row.count)]));
    },

    async listDead(): Promise<DeadItem[]> {
      const rows = await queryRows<{
        round: string;
        key: string;
        attempts: number;
        last_error: string | null;
        dead_at: string | Date;
      }>(
        db,
        sql`select round, key, attempts, last_error, dead_at from ${jobItems} where dead_at is not null order by dead_at`,
      );
      return rows.map((row) => ({
        round: row.round,
        key: row.key,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        deadAt: new Date(row.dead_at),
      }));
    },

    /** Gives dead items (one `round:key`, or all of a round) their attempts back; answers how many. */
    async retry(round: string, key?: string): Promise<number> {
      const rows = await queryRows(
        db,
        sql`update ${jobItems} set dead_at = null, attempts = 0, run_after = now(), last_error = null
          where round = ${round} and dead_at is not null ${key === undefined ? sql`` : sql`and key = ${key}`}
          returning key`,
      );
      return rows.length;
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
