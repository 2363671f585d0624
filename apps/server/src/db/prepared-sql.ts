import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

type Values = Record<string, unknown>;

interface Query {
  sql: string;
  params: unknown[];
}

// What drizzle's own `db.execute` uses (drizzle 0.45, node-postgres and PGlite alike); its types keep it internal.
interface Internals {
  dialect: { sqlToQuery(query: SQL): Query };
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: undefined,
      arrayMode: false,
    ): {
      execute(values: Values): Promise<unknown>;
    };
  };
}

/** A statement with `sql.placeholder`s rendered once per dialect: drizzle would walk the SQL tree on every call. */
export function preparedSql<Row>(build: () => SQL) {
  const texts = new WeakMap<object, Query>();
  return async (db: Db, values: Values): Promise<Row[]> => {
    const { dialect, session } = db as unknown as Internals;
    let query = texts.get(dialect);
    if (!query) {
      query = dialect.sqlToQuery(build());
      texts.set(dialect, query);
    }
    const result = (await session.prepareQuery(query, undefined, undefined, false).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** Statements that vary by a key (a counter, a flag), each written once on its first use and kept. */
export function preparedSqlByKey<Row>() {
  const statements = new Map<string, ReturnType<typeof preparedSql<Row>>>();
  return (key: string, build: () => SQL) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = preparedSql<Row>(build);
      statements.set(key, statement);
    }
    return statement;
  };
}

/** A prepared query made on its first use: repositories made per transaction mostly never run theirs. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
