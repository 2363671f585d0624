import { Column, is, noopDecoder, SQL } from 'drizzle-orm';

interface Selected {
  path: string[];
  field: unknown;
}
/** What drizzle's prepared queries hold and do not declare (0.45): their selection and their rows' mapper. */
interface PreparedInternals {
  fields?: Selected[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * Rows of a prepared select with a flat selection, mapped by a mapper built once: drizzle's own looks up each
 * field's kind for every value of every row, a twentieth of a list page's CPU (decision 0001).
 */
export function flatRows<T>(prepared: T): T {
  const internals = prepared as PreparedInternals;
  const fields = internals.fields;
  if (!fields || internals.customResultMapper || fields.some((f) => f.path.length !== 1)) return prepared;
  const keys = fields.map((f) => f.path[0]!);
  const decoders = fields.map((f) => decoderOf(f.field));
  if (decoders.includes(undefined)) return prepared;
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) {
        const value = row[i];
        const decoder = decoders[i];
        record[keys[i]!] = value === null ? null : decoder ? decoder.mapFromDriverValue(value) : value;
      }
      return record;
    });
  return prepared;
}

/** A column decodes its own values; SQL by its `mapWith`, or not at all; undefined: a kind not known here. */
function decoderOf(field: unknown): Decoder | null | undefined {
  if (is(field, Column)) return field;
  const sqlOf = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
  if (!sqlOf) return undefined;
  const decoder = (sqlOf as unknown as { decoder: Decoder }).decoder;
  return decoder === noopDecoder ? null : decoder;
}
