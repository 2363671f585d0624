/**
 * Every namespace is one file per language: `es/<namespace>.ts` and `en/<namespace>.ts`, each
 * exporting its texts as default. Features add a file; nothing central needs editing.
 */
type Texts = { [key: string]: string | Texts };

function collect(modules: Record<string, { default: Texts }>): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), module.default]),
  );
}

export const catalogues = {
  es: collect(import.meta.glob<{ default: Texts }>('./es/*.ts', { eager: true })),
  en: collect(import.meta.glob<{ default: Texts }>('./en/*.ts', { eager: true })),
};

export type { Texts };
