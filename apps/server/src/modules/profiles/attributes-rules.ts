import { ageOn, parseBirthdate } from '@vitrina/contract/account-rules';
import {
  ageRangeOf,
  findField,
  scoutingFields,
  type FieldVisibility,
  type ScoutingField,
} from '@vitrina/contract/scouting-fields';
import { AppError } from '../../http/app-error.ts';

/** One attribute as stored: a row per value (decision 0027). */
export interface AttributeRow {
  key: string;
  value: string;
  num: number | null;
  visibility: FieldVisibility;
}

export interface AttributeInput {
  key: string;
  value: number | string[];
  visibility?: FieldVisibility | undefined;
}

function invalid(field: ScoutingField, index: number): AppError {
  return new AppError('attribute_value_invalid', {
    fields: [{ field: `attributes.${index}.value`, code: 'attribute_value_invalid' }],
    texts: { es: `${field.es}: ese valor no está permitido.`, en: `${field.en}: that value is not allowed.` },
  });
}

/** Checks every input against the field table (the first problem is a 400 naming the field) and answers the rows. */
export function attributeRows(inputs: readonly AttributeInput[]): AttributeRow[] {
  const seen = new Set<string>();
  return inputs.flatMap((input, index): AttributeRow[] => {
    const field = findField(input.key);
    if (!field) {
      throw new AppError('attribute_unknown', {
        fields: [{ field: `attributes.${index}.key`, code: 'attribute_unknown' }],
        texts: {
          es: `«${input.key}» no es un dato de la ficha de talento.`,
          en: `“${input.key}” is not a field of the talent profile.`,
        },
      });
    }
    if (seen.has(field.key)) throw invalid(field, index);
    seen.add(field.key);
    const visibility = input.visibility ?? field.visibility;
    if (field.type === 'number') {
      const n = input.value;
      if (typeof n !== 'number' || n < (field.min ?? 0) || n > (field.max ?? Number.MAX_SAFE_INTEGER))
        throw invalid(field, index);
      return [{ key: field.key, value: String(n), num: n, visibility }];
    }
    if (!Array.isArray(input.value) || input.value.length === 0) throw invalid(field, index);
    const values = [...new Set(input.value)];
    if (values.length > (field.type === 'one' ? 1 : (field.maxItems ?? 1))) throw invalid(field, index);
    if (field.options && values.some((v) => !field.options!.some((option) => option.value === v)))
      throw invalid(field, index);
    return values.map((value) => ({ key: field.key, value, num: null, visibility }));
  });
}

/** The visibilities a viewer may see of someone's sheet: all of their own, agencies-only ones if an agency. */
export function visibilitiesFor(viewer: { id: number; type: string | null }, ownerId: number): FieldVisibility[] {
  if (viewer.id === ownerId) return ['everyone', 'agencies', 'searchable'];
  return viewer.type === 'agencia' ? ['everyone', 'agencies'] : ['everyone'];
}

/** The age range of a `YYYY-MM-DD` birth date today; none for a minor or an unknown date. */
export function ageRangeOfBirthdate(birthdate: string | null, today: Date): string | null {
  const birth = birthdate ? parseBirthdate(birthdate) : null;
  return birth ? ageRangeOf(ageOn(birth, today)) : null;
}

/** Rows of one person grouped back into fields, in the table's order of values. */
export function groupAttributes(rows: readonly AttributeRow[]) {
  const byKey = new Map<string, AttributeRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const position = (key: string) => scoutingFields.findIndex((field) => field.key === key);
  const ordered = [...byKey.entries()].sort(([a], [b]) => position(a) - position(b));
  return ordered.flatMap(([key, list]) => {
    const field = findField(key);
    if (!field) return [];
    const order = (v: string) => field.options?.findIndex((option) => option.value === v) ?? 0;
    const value =
      field.type === 'number'
        ? Number(list[0]!.num)
        : list.map((r) => r.value).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    return [{ key, value, visibility: list[0]!.visibility }];
  });
}
