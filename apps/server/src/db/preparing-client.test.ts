import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREPARED_PER_CONNECTION,
  MAX_PREPARED_TEXT,
  prepareStatements,
  statementName,
} from './preparing-client.ts';

/** A pool that hands out one fake connection, recording what its `query` receives. */
function connection() {
  const pool = new EventEmitter();
  const seen: unknown[] = [];
  const client = { query: (config: unknown) => void seen.push(config) };
  prepareStatements(pool as unknown as pg.Pool);
  pool.emit('connect', client);
  const query = (config: unknown, values?: unknown[]) =>
    (client.query as (c: unknown, v?: unknown[]) => void)(config, values);
  return { seen, query };
}

const nameOf = (config: unknown) => (config as { name?: string }).name;

describe('prepared statements', () => {
  it('names a parameterised statement after its text: the same text, the same name', () => {
    const { seen, query } = connection();
    query({ text: 'select * from users where id = $1', values: [1] });
    query({ text: 'select * from users where id = $1', values: [2] });
    query({ text: 'select * from posts where id = $1', values: [1] });
    expect(nameOf(seen[0])).toBe(statementName('select * from users where id = $1'));
    expect(nameOf(seen[1])).toBe(nameOf(seen[0]));
    expect(nameOf(seen[2])).not.toBe(nameOf(seen[0]));
    expect(seen[1]).toMatchObject({ values: [2] });
  });

  it("names drizzle's form too, where the values come beside the config", () => {
    const { seen, query } = connection();
    query({ text: 'select * from users where id = $1', rowMode: 'array' }, [1]);
    query({ text: 'select 1', rowMode: 'array' }, []);
    expect(nameOf(seen[0])).toBe(statementName('select * from users where id = $1'));
    expect(nameOf(seen[1])).toBeUndefined();
  });

  it('leaves alone what it should not name: no values, a name given, a long text, a plain string', () => {
    const { seen, query } = connection();
    query({ text: 'select 1', values: [] });
    query({ text: 'select $1', values: [1], name: 'mine' });
    query({ text: `select $1 ${' '.repeat(MAX_PREPARED_TEXT)}`, values: [1] });
    query('select 1');
    expect(seen.map(nameOf)).toEqual([undefined, 'mine', undefined, undefined]);
  });

  it('stops naming new texts once a connection holds its maximum, still naming those it prepared', () => {
    const { seen, query } = connection();
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i += 1) query({ text: `select $1 + ${i}`, values: [1] });
    query({ text: 'select $1 + 0', values: [1] });
    expect(nameOf(seen[MAX_PREPARED_PER_CONNECTION - 1])).toBeDefined();
    expect(nameOf(seen[MAX_PREPARED_PER_CONNECTION])).toBeUndefined();
    expect(nameOf(seen.at(-1))).toBe(statementName('select $1 + 0'));
  });
});
