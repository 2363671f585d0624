import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { opportunities, opportunityRoles } from '../../src/db/schema/opportunities.ts';
import type { App } from '../../src/app.ts';

/** An open opportunity of `agencyId` with one role per name, inserted straight into its tables. */
export async function insertOpportunity(
  app: Pick<App, 'database'>,
  agencyId: number,
  title: string,
  roleNames: readonly string[] = ['Bailarina'],
): Promise<{ id: number; roleIds: number[] }> {
  const db = app.database.db;
  const [row] = await db
    .insert(opportunities)
    .values({
      agencyId,
      title,
      state: 'open',
      kind: 'casting',
      category: 1,
      remote: true,
      deadline: new Date(Date.now() + 7 * 86_400_000),
      payKind: 'unpaid',
      publishedAt: new Date(),
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('opportunity insert returned nothing');
  const roles = await db
    .insert(opportunityRoles)
    .values(roleNames.map((name, position) => ({ opportunityId: row.id, position, name, ageMin: 18, ageMax: 60 })))
    .returning({ id: opportunityRoles.id });
  return { id: row.id, roleIds: roles.map((role) => role.id) };
}

/** `count` confirmed talents in one statement (a closing round's applicants), in order of their ids. */
export async function insertTalents(app: Pick<App, 'database'>, count: number, stem: string): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    app.database.db,
    sql`with made as (
        insert into users (email, nombre, apellido, profile_url, type, is_verified, lang_code)
        select ${stem} || '-' || n || '@example.test', 'Talento', 'N' || n, ${stem} || '-' || n, 'talento', true, 'es'
        from generate_series(1, ${count}::int) n
        returning id
      ), profiles as (insert into user_profiles (user_id) select id from made)
      select id from made order by id`,
  );
  return rows.map((row) => Number(row.id));
}
