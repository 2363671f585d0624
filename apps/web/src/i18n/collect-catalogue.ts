/**
 * Every namespace is one file per language: `es/<namespace>.ts` and `en/<namespace>.ts`, each
 * exporting its texts as default. Features add a file; nothing central needs editing.
 */
export type Texts = { [key: string]: string | Texts };

/** The namespaces of one language's `import.meta.glob`, by file name. */
export function collect(modules: Record<string, { default: Texts }>): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), module.default]),
  );
}
