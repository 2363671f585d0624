import { sql } from 'drizzle-orm';
import { follows } from '../../src/db/schema/follows.ts';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Makes every two of `people` follow each other, so their messages go straight to the inbox instead of the
 * requests (decision 0007). The counters move with the rows, so a later block (which removes the edges) adds up.
 */
export async function acquaint(app: Pick<TestApp, 'database'>, ...people: TestUser[]): Promise<void> {
  const edges = people.flatMap((a) =>
    people.filter((b) => b !== a).map((b) => ({ followerId: a.id, followedId: b.id })),
  );
  if (edges.length === 0) return;
  const db = app.database.db;
  const added = await db.insert(follows).values(edges).onConflictDoNothing().returning();
  for (const edge of added) {
    await db
      .update(users)
      .set({ followingCount: sql`${users.followingCount} + 1` })
      .where(sql`${users.id} = ${edge.followerId}`);
    await db
      .update(users)
      .set({ followersCount: sql`${users.followersCount} + 1` })
      .where(sql`${users.id} = ${edge.followedId}`);
  }
}
