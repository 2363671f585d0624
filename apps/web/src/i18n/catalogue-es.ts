import { collect, type Texts } from './collect-catalogue.ts';

/** Every Spanish namespace, one chunk: the app loads it only when Spanish is shown. */
export const catalogue: Record<string, Texts> = collect(
  import.meta.glob<{ default: Texts }>('./es/*.ts', { eager: true }),
);
