import { randomBytes } from 'node:crypto';
import { type Lang, toLang } from '@vitrina/contract/constants';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { displayName } from '../profiles/author-card.ts';
import { baseProfileUrl, profileUrlCandidates } from './profile-url-rules.ts';
import { createAccountLifecycleRepository, dueDeletions } from './account-lifecycle.repository.ts';
import { createAccountsRepository, type NewUser } from './accounts.repository.ts';

/** What identity needs to know of an account: never its profile data, counters or images. */
export interface Account {
  id: number;
  email: string;
  nombre: string;
  apellido: string;
  /** How e-mails address the account: an agency by its agency name, anyone else by first and last name. */
  name: string;
  langCode: Lang;
  isVerified: boolean;
  passwordHash: string | null;
  facebookId: string | null;
  /** Set while the account is cancelled and waiting for deletion. */
  cancelledAt: Date | null;
  deleteAfter: Date | null;
  /** A suspension: the login refuses while it holds (suspension-gate.ts). */
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string;
}

export type NewAccount = Omit<NewUser, 'profileUrl'>;

/** The narrow port auth uses: it never sees the accounts repository or tables. */
export interface UserAccounts {
  findById(id: number): Promise<Account | null>;
  /** `email` must already be normalised (trimmed, lower case). */
  findByEmail(email: string): Promise<Account | null>;
  findByFacebookId(facebookId: string): Promise<Account | null>;
  /** Whether a confirmed account is linked to that Facebook id. */
  facebookIdExists(facebookId: string): Promise<boolean>;
  /**
   * Creates an account with a free profile URL derived from the name; 409 `correo_existe` if the address is taken.
   * `alongside` writes in the same unit of work (a minor's guardian).
   */
  createAccount(
    account: NewAccount,
    via: 'email' | 'facebook',
    alongside?: (tx: Tx, userId: number) => Promise<void>,
  ): Promise<number>;
  markVerified(id: number): Promise<void>;
  /** Sets the hash and revokes every session signed before (announced as `user.password_changed`). */
  setPassword(id: number, passwordHash: string): Promise<void>;
  /** The account's new address, confirmed through its link; 409 `correo_existe` if it is taken. */
  changeEmail(id: number, email: string): Promise<void>;
  /** An undone e-mail change: the old address is back and every session ends; 409 if it was taken since. */
  restoreEmail(id: number, email: string): Promise<void>;
  /** Links a Facebook profile whose e-mail Facebook verified; that also confirms the address. */
  linkFacebook(id: number, facebookId: string): Promise<void>;
  /** Cancels the account in the caller's unit of work (hidden, sessions revoked); false when it already was. */
  markCancelled(tx: Tx, id: number, deleteAfter: Date): Promise<boolean>;
  /** Brings a cancelled account back inside the caller's unit of work; false when it was not cancelled. */
  markRestored(tx: Tx, id: number): Promise<boolean>;
  /** The next account due for deletion, locked in `tx` (skipped by other processes); null when none is. */
  lockDue(tx: Tx, id: number): Promise<{ id: number; deleteAfter: Date } | null>;
  /** The accounts whose grace period is over (the job runner claims among them). */
  dueDeletions: SQL;
  /** A neutral stand-in that takes a deleted account's place in other people's conversations. */
  insertStandIn(tx: Tx): Promise<number>;
  /** Deletes the account's row and, by cascade, every row that belongs to it. */
  deleteAccount(tx: Tx, id: number): Promise<boolean>;
}

export const emailTaken = () => new AppError('correo_existe', { fields: [{ field: 'email', code: 'correo_existe' }] });

function toAccount(row: UserRow | null, agencyName?: string): Account | null {
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    nombre: row.nombre,
    apellido: row.apellido,
    name: displayName({ ...row, agencyName }),
    langCode: toLang(row.langCode),
    isVerified: row.isVerified,
    passwordHash: row.passwordHash,
    facebookId: row.facebookId,
    cancelledAt: row.cancelledAt,
    deleteAfter: row.deleteAfter,
    suspendedAt: row.suspendedAt,
    suspendedUntil: row.suspendedUntil,
    suspensionReason: row.suspensionReason,
  };
}

export function createUserAccounts(db: Db, transactions: Transactions): UserAccounts {
  const users = createAccountsRepository(db);
  // The agency name lives in the profile row: read only for agencies, so a talent's login costs no extra query.
  const withName = async (row: UserRow | null) =>
    toAccount(row, row?.type === 'agencia' ? (await users.findProfile(row.id))?.agencyName : undefined);
  return {
    findById: async (id) => withName(await users.findById(id)),
    findByEmail: async (email) => withName(await users.findByEmail(email)),
    findByFacebookId: async (facebookId) => withName(await users.findByFacebookId(facebookId)),
    facebookIdExists: (facebookId) => users.facebookIdExists(facebookId),

    async createAccount(account, via, alongside) {
      if (await users.emailExists(account.email)) throw emailTaken();
      const base = baseProfileUrl(account.nombre, account.apellido);
      const candidates = profileUrlCandidates(
        base,
        Array.from({ length: 6 }, () => randomBytes(3).toString('hex')),
      );
      for (const profileUrl of candidates) {
        if (await users.profileUrlTaken(profileUrl)) continue;
        try {
          return await transactions.run(async (tx) => {
            const inTx = createAccountsRepository(tx.db);
            const id = await inTx.insertUser({ ...account, profileUrl });
            await inTx.insertProfile(id);
            await alongside?.(tx, id);
            tx.publish('user.registered', { userId: id, via });
            return id;
          });
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
          if (isUniqueViolation(error, 'users_profile_url_key')) continue;
          throw error;
        }
      }
      throw new Error('could not allocate a profile URL');
    },

    async markVerified(id) {
      await transactions.run(async (tx) => {
        await createAccountsRepository(tx.db).markVerified(id);
        tx.publish('user.confirmed', { userId: id });
      });
    },

    async setPassword(id, passwordHash) {
      await transactions.run(async (tx) => {
        await createAccountsRepository(tx.db).setPassword(id, passwordHash);
        // Sockets opened with an older token are closed by the realtime layer when this is announced.
        tx.publish('user.password_changed', { userId: id });
      });
    },
    async changeEmail(id, email) {
      if (await users.emailExists(email, id)) throw emailTaken();
      try {
        await users.setEmail(id, email, false);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
        throw error;
      }
    },

    async restoreEmail(id, email) {
      if (await users.emailExists(email, id)) throw emailTaken();
      try {
        await transactions.run(async (tx) => {
          await createAccountsRepository(tx.db).setEmail(id, email, true);
          tx.publish('user.email_restored', { userId: id });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
        throw error;
      }
    },
    linkFacebook: (id, facebookId) => users.linkFacebook(id, facebookId),
    markCancelled: (tx, id, deleteAfter) => createAccountLifecycleRepository(tx.db).markCancelled(id, deleteAfter),
    markRestored: (tx, id) => createAccountLifecycleRepository(tx.db).markRestored(id),
    lockDue: (tx, id) => createAccountLifecycleRepository(tx.db).lockDue(id),
    dueDeletions,
    insertStandIn: (tx) => createAccountLifecycleRepository(tx.db).insertStandIn(),
    deleteAccount: (tx, id) => createAccountLifecycleRepository(tx.db).deleteUser(id),
  };
}
