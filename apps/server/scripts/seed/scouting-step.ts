import { sql, type SQL } from 'drizzle-orm';
import { scoutingFields, type ScoutingField } from '@vitrina/contract/scouting-fields';
import type { Db } from '../../src/db/client.ts';
import { pick, rnd } from './sql-random.ts';

/** Sample short texts of the `texts` fields (the table has no allowed values for them). */
const SAMPLES: Record<string, string[]> = {
  sport_position: ['Delantero', 'Defensa', 'Portero', 'Mediocampista', 'Base', 'Escolta'],
  art_techniques: ['Óleo', 'Acuarela', 'Grabado', 'Carboncillo', 'Collage'],
  published_works: ['Mar adentro', 'La casa del sur', 'Cuadernos de viaje', 'Veinte noches'],
  tools: ['Python', 'TypeScript', 'MATLAB', 'R', 'Docker', 'PostgreSQL'],
  certifications: ['Manipulación de alimentos', 'Sommelier nivel 1', 'Barista', 'HACCP'],
};

/** Realistic ranges for the numbers (inside the table's own). */
const RANGES: Record<string, [number, number]> = { height: [152, 195], shoe_size: [35, 46] };

const text = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

function statementFor(field: ScoutingField, salt: number): SQL {
  const who =
    field.category === 'common'
      ? sql`u.type = 'talento'`
      : sql`u.type = 'talento' and exists (select 1 from interests i where i.user_id = u.id and i.category_id = ${field.category})`;
  const columns = sql`(user_id, key, value, num, visibility)`;
  if (field.type === 'number') {
    const [min, max] = RANGES[field.key] ?? [field.min ?? 0, field.max ?? 100];
    const n = sql.raw(`(${min} + ${pick('u.id', salt, max - min + 1)})::int`);
    return sql`insert into talent_attributes ${columns}
      select u.id, ${field.key}, ${n}::text, ${n}, ${field.visibility} from users u where ${who}`;
  }
  const values = field.options?.map((o) => o.value) ?? SAMPLES[field.key] ?? ['—'];
  const size = values.length;
  // One value, or for `several` and `texts` a second distinct one for about half the talents.
  const second = field.type === 'one' || size < 2 ? sql`false` : sql.raw(`${rnd('u.id', salt + 1)} < 0.5`);
  const first = pick('u.id', salt, size);
  const index = sql.raw(`1 + ((${first}) + j * (1 + ${size > 1 ? pick('u.id', salt + 2, size - 1) : '0'})) % ${size}`);
  return sql`insert into talent_attributes ${columns}
    select u.id, ${field.key}, (${text(values)})[${index}], null, ${field.visibility}
    from users u cross join generate_series(0, 1) j where ${who} and (j = 0 or ${second})`;
}

/**
 * Every talent's attributes (the common fields and those of their categories) and, for a
 * third of them, an availability with 1–89 days left; deterministic, set-based (one statement per field).
 */
export async function insertScouting(db: Db): Promise<void> {
  for (const [i, field] of scoutingFields.entries()) await db.execute(statementFor(field, 700 + i * 3));
  const kinds = text(['castings', 'collaborations', 'contracts', 'representation']);
  await db.execute(sql`insert into talent_availability (user_id, kind, audience, days, expires_at)
    select u.id, (${kinds})[1 + ${sql.raw(pick('u.id', 690, 4))}],
      case when ${sql.raw(rnd('u.id', 691))} < 0.3 then 'agencies' else 'everyone' end,
      d.days, now() + make_interval(days => (1 + ${sql.raw(pick('u.id', 692, 'd.days - 1'))})::int)
    from users u cross join lateral (select (array[30, 60, 90])[1 + ${sql.raw(pick('u.id', 693, 3))}] as days) d
    where u.type = 'talento' and u.id % 3 = 0`);
}
