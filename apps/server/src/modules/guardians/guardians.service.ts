import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '@vitrina/contract/account-rules';
import type { GuardianLink, SelfGuardian } from '@vitrina/contract/guardians';
import type { GuardianRelationship } from '@vitrina/contract/guardian-rules';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { safeError } from '../../http/logger.ts';
import type { GuardianConsent } from '../accounts/guardian-consent.ts';
import { isMinor } from '../profiles/trust-flags.ts';
import { minorName, type GuardianMail } from './guardian-mail.ts';
import {
  generateGuardianToken,
  guardianStatus,
  hashGuardianToken,
  looksLikeGuardianToken,
  SUMMARY_INTERVAL_MS,
} from './guardian-rules.ts';
import { createGuardiansRepository, type Guardian, type Minor } from './guardians.repository.ts';

export interface GuardiansServiceDeps {
  db: Db;
  transactions: Transactions;
  /** The accounts module's switch of the minors rule (users.guardian_consent_at). */
  consent: GuardianConsent;
  mail: GuardianMail;
  /** The leaving module's cancellation without a password (built later: reached at run time); null: already. */
  cancelAccount: (userId: number) => Promise<Date | null>;
  log: FastifyBaseLogger;
}

export interface GuardianInput {
  name: string;
  email: string;
  relationship: GuardianRelationship;
}

const notFound = () => new AppError('not_found');

/** A minor's guardian: named by her, confirmed, withdrawn or used to close her account through their links. */
export function createGuardiansService(deps: GuardiansServiceDeps) {
  const { transactions, consent, mail } = deps;
  const guardians = createGuardiansRepository(deps.db);
  const warn = (what: string) => (error: unknown) => deps.log.error({ err: safeError(error) }, what);

  /** A fresh link for one e-mail: only its hash is kept. */
  async function mintLink(db: Db, guardianId: number): Promise<string> {
    const token = generateGuardianToken();
    await createGuardiansRepository(db).addLink(guardianId, hashGuardianToken(token));
    return token;
  }

  /** Names (or replaces) the guardian in `tx`: consent starts over, and they are asked once it commits. */
  async function name(tx: Tx, minor: Omit<Minor, 'birthdate' | 'cancelled'>, input: GuardianInput) {
    const fields = { name: input.name.trim(), email: normalizeEmail(input.email), relationship: input.relationship };
    const guardian = await createGuardiansRepository(tx.db).replace(minor.id, fields);
    await consent.set(tx, minor.id, null);
    const token = await mintLink(tx.db, guardian.id);
    tx.afterCommit(() => mail.request(guardian, minor, token).catch(warn('a guardian request could not be sent')));
    return guardian;
  }

  const toSelf = (guardian: Guardian): SelfGuardian => ({
    name: guardian.name,
    email: guardian.email,
    relationship: guardian.relationship,
    status: guardianStatus(guardian),
  });

  /** The minor behind the session: 404 for an adult (the guardian flow is not theirs). */
  async function getMinor(userId: number): Promise<Minor> {
    const minor = await guardians.findMinor(userId);
    if (!minor || !isMinor(minor.birthdate, new Date())) throw notFound();
    return minor;
  }

  async function getByToken(token: string) {
    const found = looksLikeGuardianToken(token) ? await guardians.findByToken(hashGuardianToken(token)) : null;
    if (!found) throw notFound();
    return found;
  }

  const toLink = ({ guardian, minor }: { guardian: Guardian; minor: Minor }): GuardianLink => ({
    minorName: minorName(minor),
    relationship: guardian.relationship,
    status: guardianStatus(guardian),
    lang: minor.lang,
  });

  /** Consent gone (withdrawn, refused, or the account closed): hidden at once, summaries stop. */
  async function withdrawIn(tx: Tx, guardian: Guardian, at: Date): Promise<void> {
    await createGuardiansRepository(tx.db).withdraw(guardian.id, at);
    await consent.set(tx, guardian.userId, null);
  }

  return {
    /** Registration of a minor: her guardian is named in the account's own unit of work. */
    nameAtRegistration: (tx: Tx, minor: Omit<Minor, 'birthdate' | 'cancelled'>, input: GuardianInput) =>
      name(tx, minor, input).then(() => undefined),

    /** `users/self`'s guardian: a minor's, unless the role has ended; null for an adult. */
    async selfGuardian(user: { id: number; birthdate: string | null }): Promise<SelfGuardian | null> {
      if (!isMinor(user.birthdate, new Date())) return null;
      const guardian = await guardians.findByUser(user.id);
      return guardian && !guardian.endedAt ? toSelf(guardian) : null;
    },

    /** PUT /users/guardian: a new guardian (or the same, corrected) starts consent over. */
    async setGuardian(userId: number, input: GuardianInput): Promise<SelfGuardian> {
      const minor = await getMinor(userId);
      if (normalizeEmail(input.email) === minor.email)
        throw new AppError('validation', { fields: [{ field: 'email', code: 'tutor_email_propio' }] });
      return toSelf(await transactions.run((tx) => name(tx, minor, input)));
    },

    /** POST /users/guardian/resend: the request again, with a link of its own (the earlier ones still work). */
    async resend(userId: number): Promise<void> {
      const minor = await getMinor(userId);
      const guardian = await guardians.findByUser(userId);
      if (!guardian || guardian.endedAt) throw notFound();
      const token = await mintLink(deps.db, guardian.id);
      await mail.request(guardian, minor, token).catch(warn('a guardian request could not be re-sent'));
    },

    view: async (token: string) => toLink(await getByToken(token)),

    async confirm(token: string): Promise<GuardianLink> {
      const found = await getByToken(token);
      const at = new Date();
      await transactions.run(async (tx) => {
        if (
          !(await createGuardiansRepository(tx.db).confirm(
            found.guardian.id,
            at,
            new Date(at.getTime() + SUMMARY_INTERVAL_MS),
          ))
        )
          throw notFound();
        await consent.set(tx, found.minor.id, at);
      });
      return toLink({ ...found, guardian: { ...found.guardian, confirmedAt: at, withdrawnAt: null } });
    },

    /** Withdrawn (or refused before it was given): hidden again at once, and she is told why. */
    async withdraw(token: string): Promise<GuardianLink> {
      const found = await getByToken(token);
      if (found.guardian.withdrawnAt) return toLink(found);
      const at = new Date();
      await transactions.run(async (tx) => {
        await withdrawIn(tx, found.guardian, at);
        tx.afterCommit(() =>
          mail.withdrawn(found.guardian, found.minor).catch(warn('a consent withdrawal could not be told')),
        );
      });
      return toLink({ ...found, guardian: { ...found.guardian, withdrawnAt: at } });
    },

    /**
     * The guardian ends the account as a cancellation does (restorable for the grace period, by her). Consent goes
     * with it, so a restored account stays hidden until a guardian consents again.
     */
    async close(token: string): Promise<GuardianLink> {
      const found = await getByToken(token);
      const at = found.guardian.withdrawnAt ?? new Date();
      if (!found.guardian.withdrawnAt) await transactions.run((tx) => withdrawIn(tx, found.guardian, at));
      const deletionDate = await deps.cancelAccount(found.minor.id);
      if (deletionDate)
        await mail
          .closed(found.guardian, found.minor, deletionDate)
          .catch(warn('an account closed by a guardian could not be told'));
      return toLink({ ...found, guardian: { ...found.guardian, withdrawnAt: at } });
    },
  };
}

export type GuardiansService = ReturnType<typeof createGuardiansService>;
