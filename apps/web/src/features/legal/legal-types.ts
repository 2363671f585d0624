/**
 * A legal document as data: texts may hold `{{name}}` placeholders (filled from legal-values.ts, so
 * the binding figures come from `LEGAL` in the contract), inline `**bold**` and `[label](href)` links.
 */
export type LegalBlock = string | { list: string[] } | { table: { head: string[]; rows: string[][] } };

export interface LegalSection {
  /** Anchor id, the same in every language. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDoc {
  title: string;
  intro: string;
  /** "At a glance": the points a reader most needs, each restating a binding figure. */
  summary?: string[];
  sections: LegalSection[];
}
