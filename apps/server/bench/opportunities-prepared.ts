import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';

/** The bench's own opportunities are titled so; a run removes what an interrupted one left. */
const TITLE = 'bench opportunities';

/**
 * An opportunity of `roles` roles, open, of the first verified agency, with `applicants` sent applications over
 * them (with a primary photo each when `items`, as the pipeline shows them).
 */
export async function prepareOpportunity(db: Db, roles: number, applicants: number, items = true) {
  await removePrepared(db);
  const [agency] = await queryRows<{ id: number }>(
    db,
    sql`select id::int as id from users where type = 'agencia' and agency_verified_at is not null
      and cancelled_at is null order by id limit 1`,
  );
  if (!agency) throw new Error('no verified agency: seed the demo network first');
  const [opportunity] = await queryRows<{ id: number }>(
    db,
    sql`insert into opportunities (agency_id, state, title, kind, category, remote, country, city, deadline,
        pay_kind, published_at)
      values (${agency.id}, 'open', ${TITLE}, 'casting', 5, false, 'MX', 'Ciudad de México',
        now() + interval '30 days', 'unpaid', now() - interval '60 days')
      returning id::int as id`,
  );
  const id = opportunity!.id;
  await db.execute(sql`insert into opportunity_roles (opportunity_id, position, name, age_min, age_max)
    select ${id}, k, 'Bench ' || k, 18, 99 from generate_series(0, ${roles - 1}) k`);
  // Distinct talents per role, filings spread as the seed spreads them, a primary photo each when she has one.
  await db.execute(sql`
    with t as (select id, row_number() over (order by id) as n from users
        where type = 'talento' and cancelled_at is null and birthdate <= current_date - interval '18 years'),
      r as (select id, position from opportunity_roles where opportunity_id = ${id})
    insert into applications (opportunity_id, role_id, talent_id, state, filing, cover_note, created_at,
      updated_at, submitted_at)
    select ${id}, r.id, t.id, 'sent', (array['unfiled', 'unfiled', 'yes', 'no', 'audition'])[1 + (t.id % 5)::int],
      '', now() - make_interval(mins => t.n::int), now(), now() - make_interval(mins => t.n::int)
    from r join t on true order by r.position, t.n limit ${applicants}`);
  if (items)
    await db.execute(sql`insert into application_items (application_id, position, kind, post_file_id, is_primary)
    select a.id, 0, 'photo', f.id, true from applications a
    cross join lateral (select id from post_files where author_id = a.talent_id and kind = 'PHOTO'
      order by post_id desc, position limit 1) f where a.opportunity_id = ${id}`);
  await db.execute(sql`analyze applications`);
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`select id::int as id from opportunity_roles where opportunity_id = ${id} order by position limit 1`,
  );
  return { agencyId: agency.id, opportunityId: id, roleId: first!.id };
}

/** Its end, as an agency's close writes it: the closing round then tells its applicants. */
export async function closePrepared(db: Db, opportunityId: number): Promise<void> {
  await db.execute(sql`update opportunities set state = 'closed', close_reason = 'closed', closed_at = now()
    where id = ${opportunityId}`);
}

/** What the prepared ones wrote goes: applications, notices and fits cascade with them. */
export async function removePrepared(db: Db): Promise<void> {
  await db.execute(sql`delete from opportunities where title = ${TITLE}`);
}

/** p50, p95 and p99 of a list of times (ms). */
export function percentiles(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99) };
}
