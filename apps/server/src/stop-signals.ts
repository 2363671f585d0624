export interface StopOptions {
  /** How long the stop may take once `startup` has settled; then the process exits 1. */
  limitMs: number;
  /** What is still starting (bounded by its own timeouts): a stop waits for it before the clock runs. */
  startup?: Promise<unknown>;
  report?: (message: string) => void;
}

/** First SIGINT/SIGTERM runs `stop` once, then exits (1 if it fails or outlasts `limitMs`); also stops a start. */
export function onStopSignal(
  stop: (signal: NodeJS.Signals) => Promise<void>,
  { limitMs, startup = Promise.resolve(), report = console.error }: StopOptions,
): void {
  let isStopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    void startup
      .catch(() => undefined)
      .then(() => {
        const timer = setTimeout(() => {
          report(`stopping took longer than ${limitMs / 1000} s; exiting`);
          process.exit(1);
        }, limitMs);
        timer.unref();
      });
    // Exits 0 unless the work set a failure code of its own (a command that found nothing to change).
    stop(signal).then(
      () => process.exit(),
      (error: unknown) => {
        report(`error while stopping: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
