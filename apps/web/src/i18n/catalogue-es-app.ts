import { collect, type Texts } from './collect-catalogue.ts';

/** The Spanish namespaces only logged-in screens use (the rest are catalogue-es.ts). */
export const catalogue: Record<string, Texts> = collect(
  import.meta.glob<{ default: Texts }>('./es/{discovery,graph,media,messages,notifications,posts}.ts', {
    eager: true,
  }),
);
