import { collect, type Texts } from './collect-catalogue.ts';

/** The English namespaces only logged-in screens use (the rest are catalogue-en.ts). */
export const catalogue: Record<string, Texts> = collect(
  import.meta.glob<{ default: Texts }>('./en/{discovery,graph,media,messages,notifications,posts}.ts', {
    eager: true,
  }),
);
