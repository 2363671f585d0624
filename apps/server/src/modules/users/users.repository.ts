import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionOwner } from '../auth/auth-plugin.ts';

export function createUsersRepository(db: Db) {
  return {
    async findSessionOwner(id: number): Promise<SessionOwner | null> {
      const [row] = await db
        .select({ id: users.id, tokenVersion: users.tokenVersion, isVerified: users.isVerified })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
