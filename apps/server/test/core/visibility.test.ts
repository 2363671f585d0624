import { and, asc, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../src/db/schema/blocks.ts';
import { users } from '../../src/db/schema/users.ts';
import { visibleBetween, visibleTo } from '../../src/modules/graph/visibility.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { unitsOfWork } from '../helpers/units-of-work.ts';

describe(`the visibility rule: blocks hide people in both directions (${engineName})`, () => {
  let app: TestApp;
  let ana: number;
  let bruno: number;
  let carla: number;
  let diego: number;

  beforeAll(async () => {
    app = await createTestApp();
    ana = (await createUser(app)).id;
    bruno = (await createUser(app)).id;
    carla = (await createUser(app)).id;
    diego = (await createUser(app)).id;
    // Ana blocked Bruno; Diego blocked Ana. Carla is in no block with anyone.
    await app.database.db.insert(blocks).values([
      { blockerId: ana, blockedId: bruno },
      { blockerId: diego, blockedId: ana },
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A list query as a module writes one: the four people, as `viewer` may see them. */
  async function listAs(viewer: number): Promise<number[]> {
    const rows = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [ana, bruno, carla, diego]), visibleTo(viewer).shows(users.id)))
      .orderBy(asc(users.id));
    return rows.map((row) => row.id);
  }

  it('a list composed with visibleTo(viewer).shows hides whoever the viewer blocked and whoever blocked the viewer', async () => {
    expect(await listAs(ana)).toEqual([ana, carla]);
    expect(await listAs(bruno)).toEqual([bruno, carla, diego]);
    expect(await listAs(carla)).toEqual([ana, bruno, carla, diego]);
    expect(await listAs(diego)).toEqual([bruno, carla, diego]);
  });

  it('visibleBetween, row by row over many viewers, answers what visibleTo answers for each', async () => {
    const people = [ana, bruno, carla, diego];
    const rows = await queryRows<{ viewer: string | number; seen: string | number }>(
      app.database.db,
      sql`select v.id as viewer, u.id as seen from users v cross join users u
        where v.id in (${sql.join(people, sql`, `)}) and u.id in (${sql.join(people, sql`, `)})
          and ${visibleBetween(sql`v.id`, sql`u.id`)}
        order by v.id, u.id`,
    );
    for (const viewer of people) {
      const seen = rows.filter((row) => Number(row.viewer) === viewer).map((row) => Number(row.seen));
      expect(seen, `as ${viewer}`).toEqual(await listAs(viewer));
    }
  });

  it('hides answers the same in both directions, and never hides a person from themselves', async () => {
    expect(await visibleTo(ana).hides(app.database.db, bruno)).toBe(true);
    expect(await visibleTo(bruno).hides(app.database.db, ana)).toBe(true);
    expect(await visibleTo(ana).hides(app.database.db, diego)).toBe(true);
    expect(await visibleTo(diego).hides(app.database.db, ana)).toBe(true);
    expect(await visibleTo(ana).hides(app.database.db, carla)).toBe(false);
    expect(await visibleTo(bruno).hides(app.database.db, diego)).toBe(false);
    expect(await visibleTo(ana).hides(app.database.db, ana)).toBe(false);
  });

  it('a write aimed across a block is refused as not found, either way; others pass', async () => {
    await expect(visibleTo(bruno).assertSees(app.database.db, ana)).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(visibleTo(ana).assertSees(app.database.db, bruno)).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(visibleTo(ana).assertSees(app.database.db, diego)).rejects.toMatchObject({ code: 'not_found' });
    await expect(visibleTo(carla).assertSees(app.database.db, ana)).resolves.toBeUndefined();
  });

  it('checks inside the transaction of the write see a block written in it', async () => {
    const emma = (await createUser(app)).id;
    await unitsOfWork(app).run(async (tx) => {
      await tx.db.insert(blocks).values({ blockerId: emma, blockedId: carla });
      await expect(visibleTo(carla).assertSees(tx.db, emma)).rejects.toMatchObject({ code: 'not_found' });
    });
  });

  it('a person cannot block themselves, and a block is recorded once', async () => {
    await expect(app.database.db.insert(blocks).values({ blockerId: carla, blockedId: carla })).rejects.toThrow();
    await expect(app.database.db.insert(blocks).values({ blockerId: ana, blockedId: bruno })).rejects.toThrow();
  });
});
