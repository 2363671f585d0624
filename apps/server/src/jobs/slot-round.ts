import type { SQL } from 'drizzle-orm';
import { safeError } from '../http/logger.ts';
import { recordFailure, type ItemRuntime } from './item-outcome.ts';
import { createRoundTimer } from './round-timer.ts';
import type { ClaimedItem } from './job-store.ts';
import type { JobStats } from './periodic-job.ts';
import type { Round } from './round.ts';

export interface ItemRun {
  /** This claim's attempt, from 1. */
  attempts: number;
  /** Aborted when the process stops (the item goes back) or another process took the item over. */
  signal: AbortSignal;
}

export interface SlotRoundSpec {
  name: string;
  /** How often free slots look for due items; a kick looks at once. */
  everyMs: number;
  /** Items this process works on at once: each slot claims the next one as soon as it is free. */
  slots: number;
  /** As a round's `each` takes them: the module's SQL for what is due, and the work on one item. */
  due: SQL;
  work: (key: string, run: ItemRun) => Promise<void>;
  /** Told before an item is given up, so the module's row can say so. */
  onDead?: (key: string) => Promise<void>;
  /** An item's lease, renewed every third while its work runs. */
  leaseMs?: number;
  maxAttempts?: number;
  retryMs?: number;
  maxRetryMs?: number;
}

interface Slot {
  item: ClaimedItem;
  abort: AbortController;
  /** The claim's number in this process: a renewal judges only the claims made before it was sent. */
  claim: number;
  isLost: boolean;
  done: Promise<void> | undefined;
}

/**
 * A round for long, slot-limited work (a transcode): no round lease, so every process works side by side; one
 * item claimed per free slot as slots free up; each item's lease renewed while it runs, and its work aborted
 * when the lease was lost to another process or the process stops.
 */
export function createSlotRound(spec: SlotRoundSpec, runtime: ItemRuntime): Round<number> {
  const { store, holder, log } = runtime;
  const leaseMs = spec.leaseMs ?? 60_000;
  const failures = {
    round: spec.name,
    maxAttempts: spec.maxAttempts ?? 5,
    retryMs: spec.retryMs ?? Math.max(1_000, spec.everyMs),
    maxRetryMs: spec.maxRetryMs,
    onDead: spec.onDead,
  };
  const slots = new Map<string, Slot>();
  const counts = { runs: 0, failures: 0, lastRunAt: null as number | null };
  let claims = 0;
  let beat: NodeJS.Timeout | undefined;
  let stopping = false;
  let filling: Promise<void> | undefined;
  let isAskedAgain = false;
  let round: { done: number; error: unknown; promise: Promise<number>; end(): void } | undefined;

  async function work(slot: Slot): Promise<void> {
    const { item } = slot;
    // Each earlier claim was cut short with its process: the item is given up rather than tried forever.
    if (item.attempts > failures.maxAttempts)
      return recordFailure(runtime, failures, item, new Error('its process stopped mid-way each time'), true);
    try {
      await spec.work(item.key, { attempts: item.attempts, signal: slot.abort.signal });
      if (slot.isLost) return;
      await store.settle(spec.name, item.key, holder);
      if (round) round.done += 1;
    } catch (error) {
      if (slot.isLost) return;
      if (stopping && slot.abort.signal.aborted) return store.unclaim(spec.name, holder, [item.key]);
      await recordFailure(runtime, failures, item, error);
    }
  }

  function begin(item: ClaimedItem) {
    const slot: Slot = { item, abort: new AbortController(), claim: (claims += 1), isLost: false, done: undefined };
    slots.set(item.key, slot);
    slot.done = work(slot)
      .catch((error: unknown) =>
        log.error({ err: safeError(error), round: spec.name, key: item.key }, "an item's end could not be recorded"),
      )
      .finally(() => {
        slots.delete(item.key);
        void fill();
      });
    beat ??= setInterval(renew, leaseMs / 3);
    beat.unref();
  }

  function renew() {
    if (slots.size === 0) {
      clearInterval(beat);
      beat = undefined;
      return;
    }
    const sent = claims;
    store.renewItems(spec.name, holder, leaseMs).then(
      (held) => {
        for (const slot of slots.values()) {
          if (slot.claim > sent || held.includes(slot.item.key)) continue;
          slot.isLost = true;
          slot.abort.abort(new Error('another process took the item over'));
        }
      },
      (error: unknown) => log.warn({ err: safeError(error), round: spec.name }, 'item leases could not be renewed'),
    );
  }

  /** Claims into the free slots until none is free or nothing is due; asked again while at it, it looks again. */
  function fill(): Promise<void> {
    if (filling) {
      isAskedAgain = true;
      return filling;
    }
    filling = (async () => {
      do {
        isAskedAgain = false;
        while (!stopping && slots.size < spec.slots) {
          const seen = [...slots.keys()];
          const [item] = await store.claim(spec.name, holder, spec.due, { limit: 1, leaseMs, seen });
          if (!item) break;
          if (stopping) await store.unclaim(spec.name, holder, [item.key]);
          else begin(item);
        }
      } while (isAskedAgain && !stopping);
    })()
      .catch((error: unknown) => {
        if (round) round.error ??= error;
      })
      .finally(() => {
        filling = undefined;
        if (isAskedAgain && !stopping) void fill();
        else if (slots.size === 0) round?.end();
      });
    return filling;
  }

  /** A round lasts from a first ask until no slot works and nothing is due; asks meanwhile join it. */
  function openRound(): NonNullable<typeof round> {
    let settle: (failed: boolean) => void = () => undefined;
    const opened = {
      done: 0,
      error: undefined as unknown,
      promise: new Promise<number>((resolve, reject) => {
        settle = (failed) => (failed ? reject(opened.error) : resolve(opened.done));
      }),
      end() {
        if (round !== opened) return;
        round = undefined;
        const failed = opened.error !== undefined;
        counts.runs += 1;
        if (failed) counts.failures += 1;
        counts.lastRunAt = Date.now();
        settle(failed);
      },
    };
    return opened;
  }

  const runDue = (): Promise<number> => {
    round ??= openRound();
    const { promise } = round;
    void fill();
    return promise;
  };
  const timer = createRoundTimer(spec.name, spec.everyMs, runDue, log);

  return {
    name: spec.name,
    stats: (): JobStats => ({ ...counts, isRunning: round !== undefined }),
    runDue,
    kick: timer.kick,
    start() {
      stopping = false;
      timer.start();
    },
    /** Stops claiming and aborts the work under way; what it cut short goes back, its attempt uncounted. */
    async stop() {
      stopping = true;
      timer.stop();
      for (const slot of slots.values()) slot.abort.abort(new Error('the process is stopping'));
      await filling;
      await Promise.all([...slots.values()].map((slot) => slot.done));
      await round?.promise.catch(() => undefined);
    },
  };
}
