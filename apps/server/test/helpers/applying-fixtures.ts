import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mediaObjects } from '../../src/db/schema/media-objects.ts';
import { applications, opportunities, opportunityRoles, selfTapes } from '../../src/db/schema/opportunities.ts';
import { postFiles } from '../../src/db/schema/post-files.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { users } from '../../src/db/schema/users.ts';
import { videos } from '../../src/db/schema/videos.ts';
import type { TestApp } from './test-app.ts';

/** Opportunities, files and applications inserted straight into the database (until postings' routes exist). */

export interface RoleFixture {
  name?: string;
  ageMin?: number;
  ageMax?: number;
  needs?: string[];
  questions?: string[];
}

export interface OpportunityFixture {
  id: number;
  roleIds: number[];
}

const DAY = 86_400_000;

export async function insertOpportunity(
  app: TestApp,
  agencyId: number,
  options: { state?: string; deadline?: Date; closeReason?: string | null; roles?: RoleFixture[] } = {},
): Promise<OpportunityFixture> {
  const db = app.database.db;
  const [row] = await db
    .insert(opportunities)
    .values({
      agencyId,
      state: options.state ?? 'open',
      closeReason: options.closeReason ?? null,
      title: 'Casting de verano',
      kind: 'casting',
      category: 1,
      country: 'MX',
      city: 'Guadalajara',
      deadline: options.deadline ?? new Date(Date.now() + 10 * DAY),
      payKind: 'paid',
      payMin: 100,
      payMax: 200,
      payCurrency: 'MXN',
      publishedAt: new Date(),
    })
    .returning({ id: opportunities.id });
  const roles = options.roles ?? [{}];
  const roleRows = await db
    .insert(opportunityRoles)
    .values(
      roles.map((role, position) => ({
        opportunityId: row!.id,
        position,
        name: role.name ?? `Papel ${position + 1}`,
        ageMin: role.ageMin ?? 18,
        ageMax: role.ageMax ?? 99,
        needs: role.needs ?? ['photos'],
        questions: role.questions ?? [],
      })),
    )
    .returning({ id: opportunityRoles.id });
  return { id: row!.id, roleIds: roleRows.map((role) => role.id) };
}

export async function setOpportunity(app: TestApp, id: number, values: Partial<typeof opportunities.$inferInsert>) {
  await app.database.db.update(opportunities).set(values).where(eq(opportunities.id, id));
}

/** A live post of `authorId` with one photo and one document; their post file ids. */
export async function insertPostFiles(app: TestApp, authorId: number): Promise<{ photo: number; document: number }> {
  const db = app.database.db;
  const [post] = await db.insert(posts).values({ authorId }).returning({ id: posts.id });
  const name = () => `${randomBytes(8).toString('hex')}`;
  const [photo, document] = await db
    .insert(postFiles)
    .values([
      { postId: post!.id, authorId, position: 0, kind: 'PHOTO', name: `${name()}.jpg`, ext: 'jpg', size: 900 },
      {
        ...{ postId: post!.id, authorId, position: 1, kind: 'FILE', name: `${name()}.pdf`, ext: 'pdf', size: 900 },
        displayName: 'curriculum.pdf',
      },
    ])
    .returning({ id: postFiles.id });
  return { photo: photo!.id, document: document!.id };
}

export async function deletePost(app: TestApp, postFileId: number): Promise<void> {
  const db = app.database.db;
  const [file] = await db.select().from(postFiles).where(eq(postFiles.id, postFileId));
  await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, file!.postId));
}

/** A video of `ownerId`, ready (renditions named) unless said otherwise; its id. */
export async function insertVideo(app: TestApp, ownerId: number, status = 'ready'): Promise<number> {
  const db = app.database.db;
  const uploadId = randomBytes(16).toString('hex');
  const [source] = await db
    .insert(mediaObjects)
    .values({
      ownerId,
      kind: 'video',
      status: 'ready',
      uploadId,
      key: `media/${uploadId}.mp4`,
      name: `${uploadId}.mp4`,
      expiresAt: new Date(Date.now() + DAY),
    })
    .returning({ id: mediaObjects.id });
  const ready = status === 'ready';
  const [video] = await db
    .insert(videos)
    .values({
      ...{ ownerId, sourceId: source!.id, status, durationMs: 5000, sourceWidth: 1280, sourceHeight: 720 },
      ...(ready ? { name: `${uploadId}.mp4`, posterName: `${uploadId}.jpg` } : {}),
    })
    .returning({ id: videos.id });
  return video!.id;
}

/** A sent application, straight in the table (the closing round's tests need thousands). */
export async function insertApplications(
  app: TestApp,
  opportunity: OpportunityFixture,
  talentIds: number[],
  values: Partial<typeof applications.$inferInsert> = {},
): Promise<void> {
  if (talentIds.length === 0) return;
  await app.database.db.insert(applications).values(
    talentIds.map((talentId) => ({
      ...{ opportunityId: opportunity.id, roleId: opportunity.roleIds[0]!, talentId },
      ...{ state: 'sent', submittedAt: new Date() },
      ...values,
    })),
  );
}

export async function setApplication(
  app: TestApp,
  id: number,
  values: Partial<typeof applications.$inferInsert>,
): Promise<void> {
  await app.database.db.update(applications).set(values).where(eq(applications.id, id));
}

export async function requestSelfTape(app: TestApp, applicationId: number): Promise<void> {
  await app.database.db
    .insert(selfTapes)
    .values({ applicationId, instructions: 'Lee la escena', dueAt: new Date(Date.now() + 3 * DAY) });
}

export async function setBirthdate(app: TestApp, userId: number, age: number): Promise<void> {
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - age);
  born.setUTCMonth(born.getUTCMonth() - 6);
  const birthdate = born.toISOString().slice(0, 10);
  await app.database.db.update(users).set({ birthdate }).where(eq(users.id, userId));
}

/** `count` talents inserted in one statement (the closing round's crowd); their ids. */
export async function insertTalents(app: TestApp, count: number): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await app.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `crowd-${tag}-${i}@example.test`,
        nombre: 'Masa',
        apellido: `${i}`,
        profileUrl: `crowd-${tag}-${i}`,
        type: 'talento',
        birthdate: '1990-01-01',
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
