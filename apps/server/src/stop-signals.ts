export interface StopOptions {
  /** How long the stop may take once `startup` has settled; then the process exits 1. */
  limitMs: number;
  /** What is still starting (bounded by its own timeouts): a stop waits for it before the clock runs. */
  startup?: Promise<unknown>;
  report?: (message: string) => void;
}

/**
 * A clean stop for the server and the scripts: the first SIGINT or SIGTERM runs `stop` once (later ones are
 * ignored), then the process exits 0 (or the code the work set), 1 if `stop` fails or outlasts `limitMs`. Installed before anything is
 * opened, so a signal during the start (a Redis that does not answer holds it up to 5 s) stops it cleanly too
 * instead of killing it mid-way.
 */
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
