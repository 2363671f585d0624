/** The strength meter's trimmed dictionaries, cut at build time (apps/web/password-dictionary.ts). */
declare module 'virtual:password-dictionary' {
  export const dictionary: Record<string, string[]>;
  export const graphs: Record<string, Record<string, (string | null)[]>>;
}
