import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compCardLinks } from '../../db/schema/comp-card-links.ts';
import { userProfiles, type UserProfileRow } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';

/** Comp card links (this module's table), the person a card shows (the accounts' rows) and their photos. */
export function createCompCardRepository(db: Db, cardPhotos: CardPhotosColumn) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findProfile(userId: number): Promise<UserProfileRow | null> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
      return row ?? null;
    },

    async findToken(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ token: compCardLinks.token })
        .from(compCardLinks)
        .where(eq(compCardLinks.userId, userId))
        .limit(1);
      return row?.token ?? null;
    },

    /** The person's living token: `token` when they had none, else theirs unchanged (one statement, no race). */
    async upsertToken(userId: number, token: string): Promise<string> {
      const [row] = await db
        .insert(compCardLinks)
        .values({ userId, token })
        .onConflictDoUpdate({ target: compCardLinks.userId, set: { token: sql`${compCardLinks.token}` } })
        .returning({ token: compCardLinks.token });
      if (!row) throw new Error('comp card link upsert returned nothing');
      return row.token;
    },

    async deleteToken(userId: number): Promise<void> {
      await db.delete(compCardLinks).where(eq(compCardLinks.userId, userId));
    },

    async findOwnerByToken(token: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: compCardLinks.userId })
        .from(compCardLinks)
        .where(eq(compCardLinks.token, token))
        .limit(1);
      return row?.userId ?? null;
    },

    /** The names of the person's chosen photos: their portfolio's first, then their newest (as the cards). */
    async listPhotoNames(userId: number, limit: number): Promise<string[]> {
      const [row] = await db
        .select({ photos: cardPhotos.select(sql`${userId}`, visibleTo(userId), limit) })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? cardPhotos.read(row.photos, limit).map((photo) => photo.filename) : [];
    },
  };
}
