import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

/** Rows the postings and applying parts would make, inserted directly: the pipeline's tests stand alone. */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OpportunityFixture {
  opportunityId: number;
  roleIds: number[];
}

export async function insertOpportunity(
  app: TestApp,
  agencyId: number,
  options: { title?: string; state?: string; roles?: string[] } = {},
): Promise<OpportunityFixture> {
  const db = app.database.db;
  const [opportunity] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into opportunities (agency_id, state, title, kind, category, country, city, deadline, pay_kind,
        published_at)
      values (${agencyId}, ${options.state ?? 'open'}, ${options.title ?? 'Anuncio de verano'}, 'casting', 4, 'ES',
        'Madrid', ${new Date(Date.now() + 20 * DAY_MS)}, 'unpaid', now())
      returning id`,
  );
  const opportunityId = Number(opportunity!.id);
  const roleIds: number[] = [];
  for (const [position, name] of (options.roles ?? ['Protagonista']).entries()) {
    const [role] = await queryRows<{ id: number | string }>(
      db,
      sql`insert into opportunity_roles (opportunity_id, position, name, age_min, age_max, needs, questions)
        values (${opportunityId}, ${position}, ${name}, 18, 60, '{note}', ${sql.param(['¿Disponible en julio?'])}::text[])
        returning id`,
    );
    roleIds.push(Number(role!.id));
  }
  return { opportunityId, roleIds };
}

/** A sent application (or `state`), submitted `agoMinutes` ago: newer ones come first in the pipeline. */
export async function insertApplication(
  app: TestApp,
  at: { opportunityId: number; roleId: number; talentId: number },
  options: { state?: string; agoMinutes?: number; filing?: string; coverNote?: string } = {},
): Promise<number> {
  const submitted = new Date(Date.now() - (options.agoMinutes ?? 0) * 60_000);
  const state = options.state ?? 'sent';
  const [row] = await queryRows<{ id: number | string }>(
    app.database.db,
    sql`insert into applications (opportunity_id, role_id, talent_id, state, filing, cover_note, answers,
        submitted_at)
      values (${at.opportunityId}, ${at.roleId}, ${at.talentId}, ${state}, ${options.filing ?? 'unfiled'},
        ${options.coverNote ?? 'Hola'}, ${sql.param(['Sí'])}::text[], ${state === 'draft' ? null : submitted})
      returning id`,
  );
  return Number(row!.id);
}

/** A scouting value of a talent's sheet, with its visibility (searchable-only: found by agencies, never shown). */
export async function insertAttribute(
  app: TestApp,
  userId: number,
  key: string,
  value: string,
  visibility: 'everyone' | 'agencies' | 'searchable' = 'everyone',
): Promise<void> {
  await app.database.db.execute(
    sql`insert into talent_attributes (user_id, key, value, visibility) values (${userId}, ${key}, ${value}, ${visibility})`,
  );
}

/** Moves a self-tape's deadline (the reminder round's day before, or past it). */
export async function setSelfTapeDue(app: TestApp, selfTapeId: number, dueAt: Date): Promise<void> {
  await app.database.db.execute(sql`update self_tapes set due_at = ${dueAt} where id = ${selfTapeId}`);
}

export async function readApplication(app: TestApp, applicationId: number) {
  const [row] = await queryRows<{ viewed_at: unknown; filing: string; filed_at: unknown }>(
    app.database.db,
    sql`select viewed_at, filing, filed_at from applications where id = ${applicationId}`,
  );
  return row!;
}

export async function selfTapeVideoId(app: TestApp, selfTapeId: number): Promise<number> {
  const [row] = await queryRows<{ video_id: number | string }>(
    app.database.db,
    sql`select video_id from self_tapes where id = ${selfTapeId}`,
  );
  return Number(row!.video_id);
}

export async function remindedAt(app: TestApp, selfTapeId: number): Promise<unknown> {
  const [row] = await queryRows<{ reminded_at: unknown }>(
    app.database.db,
    sql`select reminded_at from self_tapes where id = ${selfTapeId}`,
  );
  return row!.reminded_at;
}

/** An item of an application: one of the talent's post files, marked primary or not. */
export async function insertPostFileItem(
  app: TestApp,
  applicationId: number,
  postFileId: number,
  options: { position?: number; primary?: boolean; kind?: 'photo' | 'document' } = {},
): Promise<void> {
  await app.database.db.execute(
    sql`insert into application_items (application_id, position, kind, post_file_id, is_primary)
      values (${applicationId}, ${options.position ?? 0}, ${options.kind ?? 'photo'}, ${postFileId},
        ${options.primary ?? false})`,
  );
}
