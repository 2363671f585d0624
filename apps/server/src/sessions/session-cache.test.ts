import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';
import type { SessionSubject } from './token-issuer.ts';

const subject = (id: number, changes: Partial<SessionSubject> = {}): SessionSubject => ({
  id,
  type: 'talento',
  profileImage: null,
  coverImage: null,
  fullname: `Person ${id}`,
  profileUrl: `person${id}`,
  langCode: 'es',
  tokenVersion: 0,
  isVerified: true,
  factorGraceFrom: null,
  ...changes,
});

/** A source whose rows the test changes, counting its reads; `hold` keeps the next read waiting. */
function source(rows: Map<number, SessionSubject | null>) {
  let release: (() => void) | null = null;
  const state = {
    reads: 0,
    hold() {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      release = open;
      return gate;
    },
    async findSessionSubject(id: number) {
      state.reads += 1;
      const row = rows.get(id) ?? null;
      if (release) {
        const waiting = release;
        release = null;
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        waiting();
      }
      return row;
    },
  };
  return state;
}

describe('the session cache', () => {
  it('reads a settled owner once, then answers from memory until it expires', async () => {
    let clock = 1_000;
    const rows = new Map([[1, subject(1)]]);
    const db = source(rows);
    const cache = createSessionCache(db, { ttlMs: 30_000, max: 10, now: () => clock });
    expect(await cache.findSessionSubject(1)).toEqual(subject(1));
    rows.set(1, subject(1, { tokenVersion: 1 }));
    expect((await cache.findSessionSubject(1))?.tokenVersion).toBe(0);
    expect(db.reads).toBe(1);
    clock += 30_001;
    expect((await cache.findSessionSubject(1))?.tokenVersion).toBe(1);
    expect(db.reads).toBe(2);
  });

  it('never keeps an owner whose session can still change unannounced, nor a missing one', async () => {
    const rows = new Map<number, SessionSubject | null>([
      [1, subject(1, { isVerified: false })],
      [2, subject(2, { type: null })],
      [3, null],
    ]);
    const db = source(rows);
    const cache = createSessionCache(db, { ttlMs: 30_000, max: 10 });
    for (const id of [1, 2, 3, 1, 2, 3]) await cache.findSessionSubject(id);
    expect(db.reads).toBe(6);
  });

  it('forgets a person at once when told (a password change, a cancellation)', async () => {
    const rows = new Map([[1, subject(1)]]);
    const db = source(rows);
    const cache = createSessionCache(db, { ttlMs: 30_000, max: 10 });
    await cache.findSessionSubject(1);
    rows.set(1, subject(1, { tokenVersion: 1 }));
    cache.forget(1);
    expect((await cache.findSessionSubject(1))?.tokenVersion).toBe(1);
  });

  it('does not keep a row read while the person was being forgotten', async () => {
    const rows = new Map([[1, subject(1)]]);
    const db = source(rows);
    const cache = createSessionCache(db, { ttlMs: 30_000, max: 10 });
    const gate = db.hold();
    const reading = cache.findSessionSubject(1);
    cache.forget(1);
    await gate;
    expect((await reading)?.tokenVersion).toBe(0);
    rows.set(1, subject(1, { tokenVersion: 1 }));
    expect((await cache.findSessionSubject(1))?.tokenVersion).toBe(1);
  });

  it('keeps at most `max` owners, dropping the least recently used', async () => {
    const rows = new Map([1, 2, 3].map((id) => [id, subject(id)] as const));
    const db = source(rows);
    const cache = createSessionCache(db, { ttlMs: 30_000, max: 2 });
    await cache.findSessionSubject(1);
    await cache.findSessionSubject(2);
    await cache.findSessionSubject(1);
    await cache.findSessionSubject(3);
    expect(db.reads).toBe(3);
    await cache.findSessionSubject(1);
    expect(db.reads).toBe(3);
    await cache.findSessionSubject(2);
    expect(db.reads).toBe(4);
  });
});
