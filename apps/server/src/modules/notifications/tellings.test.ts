import { describe, expect, it } from 'vitest';
import { createTellings } from './tellings.ts';

/** A telling that waits until released, so the test decides when each person's line moves. */
function recorder() {
  const told: string[] = [];
  const errors: unknown[] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const tellings = createTellings(
    async (recipientId, ids) => {
      told.push(`${recipientId}:${ids.join(',')}`);
      if (ids.includes(666)) throw new Error('boom');
      await gate;
    },
    (error) => errors.push(error),
  );
  return {
    told,
    errors,
    tellings,
    open() {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Opens the gate until nothing waits at it. */
async function drain(open: () => void, tellings: { settled(): Promise<void> }) {
  let done = false;
  const all = tellings.settled().then(() => (done = true));
  while (!done) {
    open();
    await tick();
  }
  await all;
}

describe('tellings of open pages', () => {
  it('tells the entries waiting for one person together, each once, the latest refreshed last', async () => {
    const { told, tellings, open } = recorder();
    tellings.entry(1, 10);
    await tick(); // told, waiting at the gate
    tellings.entry(1, 11);
    tellings.entry(1, 12);
    tellings.entry(1, 11); // refreshed: now the latest
    await drain(open, tellings);
    expect(told).toEqual(['1:10', '1:12,11']);
  });

  it('keeps a removal in its place: what came after it is not told before it', async () => {
    const { told, tellings, open } = recorder();
    tellings.entry(1, 10);
    await tick();
    tellings.entry(1, 11);
    tellings.other(1, async () => void told.push('1:removed'));
    tellings.entry(1, 11);
    await drain(open, tellings);
    expect(told).toEqual(['1:10', '1:11', '1:removed', '1:11']);
  });

  it('moves people side by side, and a failure stops nothing after it', async () => {
    const { told, errors, tellings, open } = recorder();
    tellings.entry(1, 666);
    tellings.entry(2, 20);
    await tick();
    tellings.entry(1, 13);
    expect(told).toEqual(['1:666', '2:20']);
    await drain(open, tellings);
    expect(told).toEqual(['1:666', '2:20', '1:13']);
    expect(errors).toHaveLength(1);
  });
});
