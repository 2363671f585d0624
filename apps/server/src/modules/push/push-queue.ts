/**
 * The pushes waiting to go out, a few at a time (pure timing, unit-tested): a listener only adds work and
 * returns, so no request waits for a push service; a flood beyond the bound is dropped, never piled up.
 */
export interface PushQueueOptions {
  concurrency: number;
  maxWaiting: number;
  onError: (error: unknown) => void;
  onDropped: () => void;
}

export function createPushQueue({ concurrency, maxWaiting, onError, onDropped }: PushQueueOptions) {
  const waiting: Array<() => Promise<void>> = [];
  const running = new Set<Promise<void>>();
  let whenIdle: Array<() => void> = [];

  function pump(): void {
    while (running.size < concurrency && waiting.length > 0) {
      const task = waiting.shift()!;
      const run: Promise<void> = task()
        .catch(onError)
        .finally(() => {
          running.delete(run);
          pump();
          if (running.size === 0 && waiting.length === 0) for (const resolve of whenIdle.splice(0)) resolve();
        });
      running.add(run);
    }
  }

  return {
    add(task: () => Promise<void>): void {
      if (waiting.length >= maxWaiting) return onDropped();
      waiting.push(task);
      pump();
    },
    /** Resolves once nothing runs or waits (tests wait for it; what a task adds is waited for too). */
    settled(): Promise<void> {
      if (running.size === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
    /** On shutdown: what waits is dropped, what runs is waited for (each send has its own timeout). */
    async stop(): Promise<void> {
      waiting.length = 0;
      await Promise.allSettled([...running]);
      whenIdle = [];
    },
  };
}

export type PushQueue = ReturnType<typeof createPushQueue>;
