import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';

/** The tables the seed fills with millions of rows (and hundreds of thousands of notifications). */
export const BULK_TABLES = [
  'posts',
  'post_files',
  'comments',
  'post_reactions',
  'comment_reactions',
  'follows',
  'notifications',
  'notification_actors',
];

export interface Suspended {
  /** `create index …` statements, exactly as the migrations made the indexes. */
  indexes: string[];
  /** `alter table … add constraint … foreign key …` statements. */
  foreignKeys: string[];
}

/**
 * Drops the secondary indexes and the foreign keys of the bulk tables for the length of the load, and
 * answers the statements that rebuild them. Building an index once from sorted data, and checking a
 * foreign key once with one join, is many times faster than maintaining them row by row. Primary keys
 * stay: rows arrive in their order. Runs inside the seed's transaction, so a failure restores everything.
 */
export async function suspendIndexes(db: Db): Promise<Suspended> {
  const tables = sql.raw(BULK_TABLES.map((t) => `'${t}'`).join(', '));
  const indexes = await queryRows<{ drop: string; create: string }>(
    db,
    sql`select format('drop index %s', i.indexrelid::regclass) as drop, pg_get_indexdef(i.indexrelid) as create
        from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace and c.relname in (${tables})
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
        order by c.relname, i.indexrelid`,
  );
  const foreignKeys = await queryRows<{ drop: string; create: string }>(
    db,
    sql`select format('alter table %s drop constraint %I', k.conrelid::regclass, k.conname) as drop,
               format('alter table %s add constraint %I %s', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)) as create
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.relname in (${tables})
        order by c.relname, k.conname`,
  );
  for (const statement of [...foreignKeys, ...indexes]) await db.execute(sql.raw(statement.drop));
  return { indexes: indexes.map((i) => i.create), foreignKeys: foreignKeys.map((k) => k.create) };
}

/** Rebuilds what suspendIndexes dropped: indexes first (the foreign-key checks may use them). */
export async function restoreIndexes(db: Db, suspended: Suspended): Promise<void> {
  for (const statement of [...suspended.indexes, ...suspended.foreignKeys]) await db.execute(sql.raw(statement));
}
