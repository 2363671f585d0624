import { isEmailAddress, normalizeEmail } from '@vitrina/contract/account-rules';
import type { SelfResponse } from '@vitrina/contract/users';
import type { SelfFactors } from '@vitrina/contract/factor-rules';
import type { SelfGuardian } from '@vitrina/contract/guardians';
import type { ImageType } from '@vitrina/contract/media';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { toSelfResponse } from './accounts.mapper.ts';
import { readSelfCounters, type SelfShare } from './self-counts.ts';
import { createAccountsRepository, type AccountsRepository } from './accounts.repository.ts';

export interface AccountsServiceDeps {
  db: Db;
  /** The other modules' shares of `users/self` (plugged once they are built: they stand on this module). */
  selfShares: () => readonly SelfShare[];
  guardianOf: GuardianOf;
  factorsOf: FactorsOf;
}

/** What `users/self` says of second factors (the auth module's rules, decision 0052). */
export type FactorsOf = (user: UserRow) => Promise<SelfFactors>;

/** A minor's guardian and the consent's state, for `users/self` (null: an adult, or none on file). */
export type GuardianOf = (user: { id: number; birthdate: string | null }) => Promise<SelfGuardian | null>;

/** The session's account; gone, the session is no longer valid. */
export async function getUser(users: AccountsRepository, userId: number): Promise<UserRow> {
  const user = await users.findById(userId);
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** The account's own data as `users/self` shows it, and its images for the media module. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const users = createAccountsRepository(deps.db);

  return {
    async getSelf(userId: number): Promise<SelfResponse> {
      const [user, profile, counters] = await Promise.all([
        getUser(users, userId),
        users.findProfile(userId),
        readSelfCounters(deps.selfShares(), userId),
      ]);
      const [guardian, factors] = await Promise.all([deps.guardianOf(user), deps.factorsOf(user)]);
      return toSelfResponse(user, profile, counters, guardian, factors);
    },

    /** Any account, confirmed or not, holds its address (registration would refuse it). */
    async emailExists(raw: string, exceptUserId?: number): Promise<boolean> {
      const email = normalizeEmail(raw);
      if (!isEmailAddress(email)) return false;
      return users.emailExists(email, exceptUserId);
    },

    /** For the media module: a processed image of this user's becomes the profile or cover image. */
    async setImage(tx: Tx, userId: number, type: ImageType, name: string): Promise<void> {
      await createAccountsRepository(tx.db).setImage(userId, type, name);
      tx.publish('user.image_changed', { userId, type, name });
    },

    /** For the media module: whether `name` is this user's profile or cover image now (it must then stay). */
    async isCurrentImage(userId: number, name: string): Promise<boolean> {
      const user = await users.findById(userId);
      return user !== null && (user.profileImage === name || user.coverImage === name);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
