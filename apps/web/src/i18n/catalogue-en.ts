import { collect, type Texts } from './collect-catalogue.ts';

/** Every English namespace, one chunk: the app loads it only when English is shown. */
export const catalogue: Record<string, Texts> = collect(
  import.meta.glob<{ default: Texts }>('./en/*.ts', { eager: true }),
);
