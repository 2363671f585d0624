/** The shapes of the scouting attribute table. Zod-free. */

export const fieldTypes = ['one', 'several', 'number', 'texts'] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Who sees a value: everyone, agencies only, or nobody but its owner (it is only found by a search). */
export const fieldVisibilities = ['everyone', 'agencies', 'searchable'] as const;
export type FieldVisibility = (typeof fieldVisibilities)[number];

export interface FieldOption {
  value: string;
  es: string;
  en: string;
}

export interface ScoutingField {
  key: string;
  /** A category id (1–8) or `common` for every talent. */
  category: number | 'common';
  type: FieldType;
  es: string;
  en: string;
  /** `one` and `several`: the allowed values. */
  options?: readonly FieldOption[];
  /** `number`: the unit and the allowed range (inclusive, integers). */
  unit?: string;
  min?: number;
  max?: number;
  /** `several` and `texts`: at most this many values. */
  maxItems?: number;
  /** The visibility a talent starts with for this field. */
  visibility: FieldVisibility;
}

export const option = (value: string, es: string, en: string): FieldOption => ({ value, es, en });
