import { describe, expect, it } from 'vitest';
import { isUnreachable } from './database-errors.ts';

/** drizzle wraps the driver's error in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isUnreachable: the failures of a database that went away', () => {
  it.each([
    ['a restart (57P01)', wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' }))],
    [
      'a server still starting (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception (class 08)', wrapped(Object.assign(new Error('x'), { code: '08006' }))],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'a stopped server behind a Unix socket',
      wrapped(
        Object.assign(new Error('connect ENOENT /run/postgresql/.s.PGSQL.5432'), {
          code: 'ENOENT',
          syscall: 'connect',
        }),
      ),
    ],
    ['a connection node-postgres saw end', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a client that broke earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that gave up waiting', new Error('timeout exceeded when trying to connect')],
  ])('%s', (_name, error) => {
    expect(isUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['a missing file', Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' })],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isUnreachable(error)).toBe(false);
  });
});
