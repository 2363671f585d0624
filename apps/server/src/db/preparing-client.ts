import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Longer statements (bulk inserts) run unnamed, rare as they are; a list's page statement is about 5,000. */
export const MAX_PREPARED_TEXT = 12_000;
/** Named statements a connection keeps at most (PostgreSQL holds each one's parse tree and plan until it closes). */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** The statement name of a text: a digest, so equal texts share one prepared statement and different texts never collide. */
export function statementName(text: string): string {
  return `v_${createHash('sha1').update(text).digest('base64url')}`;
}

// drizzle sends queries unnamed, so PostgreSQL planned the same feed query on every request: named after its
// text, a statement is parsed once per connection (decision 0005).
export function prepareStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // drizzle passes the values beside the config (`query(config, values)`), node-postgres' own form inside it.
    const named = (config: unknown, values: unknown) => {
      if (!config || typeof config !== 'object' || 'submit' in config) return config;
      const { text, name } = config as pg.QueryConfig;
      const params = (config as pg.QueryConfig).values ?? values;
      if (name || !Array.isArray(params) || params.length === 0 || text.length > MAX_PREPARED_TEXT) return config;
      const statement = statementName(text);
      if (!prepared.has(statement)) {
        if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return config;
        prepared.add(statement);
      }
      return { ...(config as pg.QueryConfig), name: statement };
    };
    client.query = ((config: unknown, ...rest: unknown[]) =>
      query(named(config, rest[0]), ...rest)) as typeof client.query;
  });
}
