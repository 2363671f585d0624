import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MessagePolicy } from '@vitrina/contract/message-requests';
import { userProfiles } from '../../db/schema/user-profiles.ts';

/** Who `userId` lets message them (their setting, `everyone` when they have no profile row): one key probe. */
export function messagePolicyOf(userId: number | SQLWrapper): SQL<MessagePolicy> {
  return sql<MessagePolicy>`coalesce((select ${userProfiles.messagePolicy} from ${userProfiles}
    where ${userProfiles.userId} = ${userId}), 'everyone')`;
}
