import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { createTransactions } from '../../src/db/transaction.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import { createUser, registrationForm } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`units of work: transactions, after-commit tasks, events (${engineName})`, () => {
  let app: TestApp;
  // The bus the app is built with: the last test listens on it as the app's own listeners do.
  const appEvents = createEventBus({ error: () => undefined });
  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { events: appEvents });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A fresh bus and runner over the app's database, so each test sees only its own events. */
  function unit() {
    const log = { error: vi.fn() };
    const events = createEventBus(log);
    return { events, log, transactions: createTransactions(app.database.db, events, log) };
  }
  const cityOf = async (id: number) =>
    (await app.database.db.select({ ciudad: users.ciudad }).from(users).where(eq(users.id, id)))[0]?.ciudad;

  it('publishes after the commit, in order, with the committed data visible to listeners', async () => {
    const { events, transactions } = unit();
    const user = await createUser(app);
    const seen: string[] = [];
    events.subscribe('user.confirmed', async ({ userId }) => {
      // Read outside the transaction: on PGlite this would wait forever if the transaction were still open.
      seen.push(`event: city is ${await cityOf(userId)}`);
    });
    const result = await transactions.run(async (tx) => {
      await tx.db.update(users).set({ ciudad: 'Oaxaca' }).where(eq(users.id, user.id));
      tx.afterCommit(() => void seen.push('first task'));
      tx.publish('user.confirmed', { userId: user.id });
      tx.afterCommit(() => void seen.push('last task'));
      seen.push('work done');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['work done', 'first task', 'event: city is Oaxaca', 'last task']);
  });

  it('on rollback: nothing is written, nothing is published, no task runs, and the error comes back', async () => {
    const { events, transactions } = unit();
    const user = await createUser(app);
    const listener = vi.fn();
    const task = vi.fn();
    events.subscribe('user.confirmed', listener);
    await expect(
      transactions.run(async (tx) => {
        await tx.db.update(users).set({ ciudad: 'Mérida' }).where(eq(users.id, user.id));
        tx.publish('user.confirmed', { userId: user.id });
        tx.afterCommit(task);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await cityOf(user.id)).toBe('Guadalajara');
    expect(listener).not.toHaveBeenCalled();
    expect(task).not.toHaveBeenCalled();
  });

  it('a failing after-commit task is logged; the commit stands and later tasks still run', async () => {
    const { transactions, log } = unit();
    const user = await createUser(app);
    const later = vi.fn();
    const result = await transactions.run(async (tx) => {
      await tx.db.update(users).set({ ciudad: 'Puebla' }).where(eq(users.id, user.id));
      tx.afterCommit(() => {
        throw new Error('mail server down');
      });
      tx.afterCommit(later);
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(await cityOf(user.id)).toBe('Puebla');
    expect(later).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('work handed an open transaction joins it: its events wait for the outer commit, and die with its rollback', async () => {
    const { events, transactions } = unit();
    const user = await createUser(app);
    const published: number[] = [];
    events.subscribe('user.confirmed', ({ userId }) => void published.push(userId));
    const inner = (within: Parameters<typeof transactions.run>[1]) =>
      transactions.run(async (tx) => {
        await tx.db.update(users).set({ ciudad: 'León' }).where(eq(users.id, user.id));
        tx.publish('user.confirmed', { userId: user.id });
      }, within);

    await expect(
      transactions.run(async (tx) => {
        await inner(tx);
        expect(published).toEqual([]);
        throw new Error('outer fails after the inner work');
      }),
    ).rejects.toThrow('outer fails');
    expect(await cityOf(user.id)).toBe('Guadalajara');
    expect(published).toEqual([]);

    await transactions.run(async (tx) => {
      await inner(tx);
      expect(published).toEqual([]);
    });
    expect(await cityOf(user.id)).toBe('León');
    expect(published).toEqual([user.id]);
  });

  it('the app publishes its events only for what was committed: a registration, not a refused one', async () => {
    const registered: Array<{ userId: number; via: string }> = [];
    const stop = appEvents.subscribe('user.registered', (payload) => void registered.push(payload));
    const form = registrationForm();
    try {
      const api = createClient(app);
      const created = await api.post('/api/users', form);
      expect(created.statusCode).toBe(201);
      const again = await api.post('/api/users', form);
      expect(again.statusCode).toBe(409);
      expect(registered).toEqual([{ userId: created.json().id, via: 'email' }]);
    } finally {
      stop();
    }
  });
});
