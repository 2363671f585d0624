import { ageRanges, findField, type ScoutingField } from '@vitrina/contract/scouting-fields';
import { availabilityKinds, type AvailabilityKind } from '@vitrina/contract/scouting-fields';
import { AppError } from '../../http/app-error.ts';

/** One attribute filter of a search: any of some values, or a number range. */
export type AttributeFilter =
  | { field: ScoutingField; kind: 'values'; values: string[] }
  | { field: ScoutingField; kind: 'range'; min: number | null; max: number | null };

export interface ScoutingFilters {
  q: string;
  category: number | null;
  /** Any of these countries (ISO codes, upper case). */
  countries: string[];
  /** With countries: talents of other countries willing to travel to any country (`travel` = `world`) join them. */
  travellers: boolean;
  city: string;
  available: AvailabilityKind[];
  has: Array<'photos' | 'videos' | 'documents'>;
  ages: string[];
  attributes: AttributeFilter[];
}

/** The query's own parameters; every other one names a field of the table. */
const OWN = new Set(['q', 'category', 'country', 'travellers', 'city', 'available', 'has', 'age', 'order', 'page']);

const problem = (
  code: 'attribute_unknown' | 'attribute_value_invalid',
  key: string,
  texts: { es: string; en: string },
) => new AppError(code, { fields: [{ field: key, code }], texts });

function invalidValue(field: ScoutingField): AppError {
  return problem('attribute_value_invalid', field.key, {
    es: `${field.es}: ese filtro no es válido.`,
    en: `${field.en}: that filter is not valid.`,
  });
}

const list = (raw: string) => [
  ...new Set(
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

function attributeFilter(field: ScoutingField, raw: string): AttributeFilter | null {
  if (!raw.trim()) return null;
  if (field.type === 'number') {
    const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(raw);
    if (!match) throw invalidValue(field);
    const [min, max] = [match[1] ? Number(match[1]) : null, match[2] ? Number(match[2]) : null];
    if (min === null && max === null) return null;
    if (min !== null && max !== null && min > max) throw invalidValue(field);
    return { field, kind: 'range', min, max };
  }
  const values = list(raw);
  if (values.length > 20 || values.some((v) => v.length > 80)) throw invalidValue(field);
  if (field.options && values.some((v) => !field.options!.some((o) => o.value === v))) throw invalidValue(field);
  return values.length ? { field, kind: 'values', values } : null;
}

/** The filters of a search's query (already through its schema); an unknown field or value is 400 naming it. */
export function scoutingFilters(query: Record<string, unknown>): ScoutingFilters {
  const attributes: AttributeFilter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (OWN.has(key) || typeof raw !== 'string') continue;
    const field = findField(key);
    if (!field)
      throw problem('attribute_unknown', key, {
        es: `«${key}» no es un dato por el que se pueda buscar.`,
        en: `“${key}” is not a field you can search by.`,
      });
    const filter = attributeFilter(field, raw);
    if (filter) attributes.push(filter);
  }
  const available = (query.available as string[] | undefined) ?? [];
  if (available.some((kind) => !(availabilityKinds as readonly string[]).includes(kind)))
    throw new AppError('validation', { fields: [{ field: 'available', code: 'validation' }] });
  const ages = list(typeof query.age === 'string' ? query.age : '');
  if (ages.some((age) => !ageRanges.some((range) => range.key === age)))
    throw new AppError('validation', { fields: [{ field: 'age', code: 'validation' }] });
  const countries = (query.country as string[] | undefined) ?? [];
  return {
    q: typeof query.q === 'string' ? query.q : '',
    category: typeof query.category === 'number' ? query.category : null,
    countries,
    travellers: countries.length > 0 && query.travellers === '1',
    city: typeof query.city === 'string' ? query.city : '',
    available: available as AvailabilityKind[],
    has: (query.has as ScoutingFilters['has'] | undefined) ?? [],
    ages,
    attributes,
  };
}
