import { build, type Histogram } from 'hdr-histogram-js';
import type { ReportKind } from './behaviour.ts';

/** Microseconds, up to ten minutes (a timeout is 30 s): three significant digits, as autocannon keeps them. */
export const histogram = (): Histogram =>
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });

/** Percentile `p` of a histogram of microseconds, in ms (NaN when empty). */
export const percentileMs = (h: Histogram, p: number): number =>
  h.totalCount === 0 ? Number.NaN : h.getValueAtPercentile(p) / 1000;

export const recordMs = (h: Histogram, ms: number): void => h.recordValue(Math.max(1, Math.round(ms * 1000)));

export interface Tally {
  latency: Histogram;
  /** Failures by HTTP status, or by a socket refusal's code, or `network` / `timeout`. */
  errors: Map<string, number>;
}

export interface KindTally extends Tally {
  /** The requests of a kind of action by step (a profile view is three requests). */
  steps: Map<string, Histogram>;
}

const tally = (): Tally => ({ latency: histogram(), errors: new Map() });

/** One second of the counted run: its requests' latencies (ms) and failures (a soak judges recovery by them). */
export interface Second {
  ms: number[];
  errors: Map<string, number>;
}

export const isFailure = (outcome: number | string): boolean =>
  typeof outcome === 'string' || outcome < 200 || outcome >= 400;

/**
 * Latency and failures of every request the crowd sends, by kind of action and step, overall, and for the
 * progress line's window; `reset` starts the counted run after the warm-up.
 */
export function createStats() {
  let kinds = new Map<ReportKind, KindTally>();
  let overall = tally();
  let window = tally();
  let since = performance.now();
  let startedAt = performance.now();
  let seconds: Second[] = [];

  function add(t: Tally, ms: number, outcome: number | string) {
    recordMs(t.latency, ms);
    if (!isFailure(outcome)) return;
    const label = String(outcome);
    t.errors.set(label, (t.errors.get(label) ?? 0) + 1);
  }

  return {
    record(kind: ReportKind, step: string, ms: number, outcome: number | string): void {
      let k = kinds.get(kind);
      if (!k) kinds.set(kind, (k = { ...tally(), steps: new Map() }));
      add(k, ms, outcome);
      let s = k.steps.get(step);
      if (!s) k.steps.set(step, (s = histogram()));
      recordMs(s, ms);
      add(overall, ms, outcome);
      add(window, ms, outcome);
      const second = (seconds[Math.floor((performance.now() - startedAt) / 1000)] ??= { ms: [], errors: new Map() });
      second.ms.push(ms);
      if (isFailure(outcome)) second.errors.set(String(outcome), (second.errors.get(String(outcome)) ?? 0) + 1);
    },
    reset(): void {
      kinds = new Map();
      overall = tally();
      startedAt = performance.now();
      seconds = [];
    },
    /** The counted run second by second (a second nothing finished in is empty). */
    seconds: (): Second[] => Array.from(seconds, (s) => s ?? { ms: [], errors: new Map() }),
    /** Seconds since the counted run began (or since the start, during the warm-up). */
    elapsedSeconds: () => (performance.now() - startedAt) / 1000,
    kinds: () => kinds,
    overall: () => overall,
    /** The requests since the last call (for the progress line), and how long that was in seconds. */
    takeWindow(): { tally: Tally; seconds: number } {
      const taken = { tally: window, seconds: (performance.now() - since) / 1000 };
      window = tally();
      since = performance.now();
      return taken;
    },
  };
}

export type Stats = ReturnType<typeof createStats>;

export function errorsText(errors: ReadonlyMap<string, number>): string {
  if (errors.size === 0) return '0';
  return [...errors]
    .sort(([, a], [, b]) => b - a)
    .map(([label, n]) => `${label}×${n}`)
    .join(' ');
}

export const errorCount = (errors: ReadonlyMap<string, number>): number =>
  [...errors.values()].reduce((sum, n) => sum + n, 0);
