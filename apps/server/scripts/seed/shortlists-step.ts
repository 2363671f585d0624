import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { DEMO_ACCOUNTS } from './people.ts';

const at = (now: Date) => `'${now.toISOString()}'::timestamptz`;

/** The demo agency's private notes, by place on its lists (the rest are left empty). */
const NOTES = [
  'Muy buena presencia en cámara; pedir reel actualizado.',
  'Disponible en julio. Confirmar tarifa.',
  'Vista en el festival de Guadalajara: voz potente.',
];
const TAGS = ['{"reel","prioridad"}', '{"julio"}', '{"voz","festival"}'];

/**
 * Two shortlists of the demo agency: the most followed talents, and a second draw of others, a few
 * with notes and tags, so /listas opens with something to reorder, compare and export. Adults only: no
 * moderator verified the demo agency, so it sees no minor (decision 0025).
 */
export async function insertShortlists(db: Db, now: Date): Promise<void> {
  const agency = DEMO_ACCOUNTS.agency.id;
  const notes = NOTES.map((note, index) => `when ${index + 1} then '${note.replaceAll("'", "''")}'`).join(' ');
  const tags = TAGS.map((tag, index) => `when ${index + 1} then '${tag}'::text[]`).join(' ');
  for (const [name, order, offset] of [
    ['Casting de verano', 'followers_count desc, id', 0],
    ['Campaña de moda', 'hashint8extended(id, 27), id', 6],
  ] as const)
    await db.execute(
      sql.raw(`with list as (
        insert into shortlists (agency_id, name, created_at, updated_at)
        values (${agency}, '${name}', ${at(now)}, ${at(now)}) returning id)
      insert into shortlist_entries (shortlist_id, user_id, position, note, tags, added_at)
      select list.id, t.id, t.rank, case t.rank ${notes} else '' end, case t.rank ${tags} else '{}' end, ${at(now)}
      from list cross join (
        select id, row_number() over (order by ${order}) as rank from (
          select * from users where type = 'talento' and is_verified and cancelled_at is null
            and birthdate <= ${at(now)}::date - interval '18 years'
          order by ${order} offset ${offset} limit 6) drawn) t`),
    );
}
