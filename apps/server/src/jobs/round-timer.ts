import { safeError } from '../http/logger.ts';
import type { ItemRuntime } from './item-outcome.ts';

/** A round's timer: `runDue` every `everyMs` once started, and at once on a kick while started. */
export function createRoundTimer(
  name: string,
  everyMs: number,
  runDue: () => Promise<unknown>,
  log: ItemRuntime['log'],
) {
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    runDue().catch((error: unknown) => log.error({ err: safeError(error), round: name }, 'a job round failed'));
  };
  return {
    kick: () => {
      if (timer) tick();
    },
    start() {
      timer ??= setInterval(tick, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
