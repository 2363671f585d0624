import { weeklyDigestOn } from '@vitrina/contract/insight-rules';
import type { FastifyBaseLogger } from 'fastify';
import { isEmailAddress, normalizeEmail } from '@vitrina/contract/account-rules';
import { cleanProfileUrl, profileUrlProblem } from '@vitrina/contract/profile-url-rules';
import type { agencySetupRequestSchema, settingsRequestSchema, wizardRequestSchema } from '@vitrina/contract/users';
import { type Lang, toLang } from '@vitrina/contract/constants';
import type { SelfResponse } from '@vitrina/contract/users';
import type { SelfGuardian } from '@vitrina/contract/guardians';
import type { z } from 'zod';
import type { ImageType } from '@vitrina/contract/media';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken, SessionRef } from '../../sessions/token-issuer.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { canHavePublicProfile } from '../profiles/public-profile-rules.ts';
import { isMinor } from '../profiles/trust-flags.ts';
import { birthdateChange } from './birthdate-rules.ts';
import type { WizardState } from '@vitrina/contract/onboarding';
import { toSelfResponse, toWizardState } from './accounts.mapper.ts';
import { readSelfCounters, type SelfShare } from './self-counts.ts';
import type { MessagePolicy } from '@vitrina/contract/message-requests';
import { createAccountsRepository, type NotificationFlag } from './accounts.repository.ts';

export interface AccountsServiceDeps {
  db: Db;
  transactions: Transactions;
  categories: CategoriesService;
  mailer: Mailer;
  issueToken: IssueToken;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The other modules' shares of `users/self` (plugged once they are built: they stand on this module). */
  selfShares: () => readonly SelfShare[];
  guardianOf: GuardianOf;
}

/** A minor's guardian and the consent's state, for `users/self` (null: an adult, or none on file). */
export type GuardianOf = (user: { id: number; birthdate: string | null }) => Promise<SelfGuardian | null>;

type WizardInput = z.output<typeof wizardRequestSchema>;
type AgencyInput = z.output<typeof agencySetupRequestSchema>;
type SettingsInput = z.output<typeof settingsRequestSchema>;

const profileUrlTaken = () =>
  new AppError('el_perfil_existe', { fields: [{ field: 'profile_url', code: 'el_perfil_existe' }] });

/** The account's own data: profile, type, onboarding, settings. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { issueToken, transactions } = deps;
  const users = createAccountsRepository(deps.db);

  async function getUser(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  /** The wizard is a talent's (agencies have their own setup). */
  async function assertTalent(userId: number) {
    if ((await getUser(userId)).type !== 'talento') throw new AppError('forbidden');
  }

  return {
    async getSelf(userId: number): Promise<SelfResponse> {
      const [user, profile, counters] = await Promise.all([
        getUser(userId),
        users.findProfile(userId),
        readSelfCounters(deps.selfShares(), userId),
      ]);
      return toSelfResponse(user, profile, counters, await deps.guardianOf(user));
    },

    /** Any account, confirmed or not, holds its address (registration would refuse it). */
    async emailExists(raw: string, exceptUserId?: number): Promise<boolean> {
      const email = normalizeEmail(raw);
      if (!isEmailAddress(email)) return false;
      return users.emailExists(email, exceptUserId);
    },

    /** The account type is chosen once (spec §4: an already typed user is sent away from /register/select). */
    async chooseType({ id: userId, sid }: SessionRef, type: 'talento' | 'agencia'): Promise<string> {
      if (!(await users.setTypeOnce(userId, type))) throw new AppError('tipo_definido');
      return issueToken(userId, { session: sid });
    },

    /** The wizard's end: the biography, then one invitation per distinct address, each rate-limited first. */
    async finishWizard(
      { id: userId, sid }: SessionRef,
      input: WizardInput,
      lang: Lang,
      beforeInvite: (address: string) => Promise<void>,
    ): Promise<string> {
      const user = await getUser(userId);
      if (user.type !== 'talento') throw new AppError('forbidden');
      const recipients = [...new Set(input.shareContats.map(normalizeEmail).filter(Boolean))].filter(
        (address) => address !== user.email,
      );
      for (const address of recipients) await beforeInvite(address);
      await users.setBiography(userId, input.biography.trim());
      await users.setWizardStatus(userId, 'finished');

      const senderName = `${user.nombre} ${user.apellido}`.trim();
      const link = mailLinks.profile(deps.publicUrl, user.profileUrl);
      const registerLink = mailLinks.register(deps.publicUrl);
      await Promise.all(
        recipients.map(async (recipient) => {
          // A recipient who already has an account gets the invitation in their own language.
          const account = await users.findByEmail(recipient);
          const recipientLang = account ? toLang(account.langCode) : (input.lang ?? lang);
          try {
            await deps.mailer.send(recipient, {
              kind: 'invitation',
              lang: recipientLang,
              senderName,
              recipient,
              link,
              registerLink,
            });
          } catch (error) {
            deps.log.warn({ err: error }, 'invitation e-mail could not be sent');
          }
        }),
      );
      return issueToken(userId, { session: sid });
    },

    /** The step a talent's wizard shows (the first one opens it): the feed's card resumes there on any device. */
    async setWizardStep(userId: number, step: number): Promise<WizardState> {
      await assertTalent(userId);
      return toWizardState(await users.setWizardStep(userId, step));
    },

    /** The feed's card dismissed: the wizard is not offered again (finishing it later still counts). */
    async dismissWizard(userId: number): Promise<WizardState> {
      await assertTalent(userId);
      return toWizardState(await users.setWizardStatus(userId, 'dismissed'));
    },

    /** Agency setup (/register/agencia) and its settings: data and scouting categories in one transaction. */
    async setupAgency({ id: userId, sid }: SessionRef, input: AgencyInput): Promise<string> {
      const user = await getUser(userId);
      if (user.type !== 'agencia') throw new AppError('forbidden');
      const contactEmail = normalizeEmail(input.contact_email) || user.email;
      await transactions.run(async (tx) => {
        await createAccountsRepository(tx.db).updateAgency(userId, input.biography.trim(), {
          agencyName: input.agency_name.trim(),
          contactEmail,
          web: input.web.trim(),
          phone: input.phone.trim(),
        });
        await deps.categories.replaceSubscriptions(tx, userId, input.categoryIds);
      });
      return issueToken(userId, { session: sid });
    },

    /** The personal-information form, all or nothing; the address changes only through its own call. */
    async updateSettings({ id: userId, sid }: SessionRef, input: SettingsInput): Promise<string> {
      const user = await getUser(userId);
      if (input.email !== undefined && normalizeEmail(input.email) !== user.email) {
        throw new AppError('cambiar_correo_aparte', { fields: [{ field: 'email', code: 'cambiar_correo_aparte' }] });
      }
      const p = input.profile;
      const birthdate = input.fecha.trim().slice(0, 10);
      const change = birthdateChange(user.birthdate, birthdate, new Date());
      if (change === 'refused')
        throw new AppError('validation', { fields: [{ field: 'fecha', code: 'fecha_menor_fija' }] });
      await transactions.run(async (tx) => {
        const inTx = createAccountsRepository(tx.db);
        await inTx.updatePersonal(userId, {
          nombre: input.nombre.trim(),
          apellido: input.apellido.trim(),
          birthdate,
          // Now a minor: hidden until a guardian she names consents (the consent an adult kept means nothing).
          ...(change === 'becomes_minor' ? { guardianConsentAt: null } : {}),
          sex: input.sexo,
          country: input.pais,
          ...(input.ciudad === undefined ? {} : { ciudad: input.ciudad.trim() }),
          biography: input.biografia.trim(),
        });
        await inTx.updateProfileLinks(userId, {
          facebookUrl: p.facebook_url.trim(),
          twitterUrl: p.twitter_url.trim(),
          instagramUrl: p.instagram_url.trim(),
          spotifyUrl: p.spotify_url.trim(),
          youtubeUrl: p.youtube_url.trim(),
          linkedinUrl: p.linkedin_url.trim(),
          web: p.web.trim(),
          phone: p.phone.trim(),
        });
      });
      return issueToken(userId, { session: sid });
    },

    async setLanguage({ id: userId, sid }: SessionRef, langCode: Lang): Promise<string> {
      await users.setLanguage(userId, langCode);
      return issueToken(userId, { session: sid });
    },

    /** Cleans like the form does, then: not empty, not reserved, not anyone else's (case-insensitive). */
    async setProfileUrl({ id: userId, sid }: SessionRef, raw: string): Promise<string> {
      const profileUrl = cleanProfileUrl(raw);
      const problem = profileUrlProblem(profileUrl);
      if (problem?.code === 'el_perfil_existe') throw profileUrlTaken();
      if (problem) throw new AppError('validation', { fields: [problem] });
      const user = await getUser(userId);
      if (user.profileUrl === profileUrl) return issueToken(userId, { session: sid });
      if (await users.profileUrlTaken(profileUrl, userId)) throw profileUrlTaken();
      try {
        await users.setProfileUrl(userId, profileUrl);
      } catch (error) {
        if (isUniqueViolation(error, 'users_profile_url_key')) throw profileUrlTaken();
        throw error;
      }
      return issueToken(userId, { session: sid });
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

    async setNotificationFlag(
      { id: userId, sid }: SessionRef,
      flag: NotificationFlag,
      status: boolean,
    ): Promise<string> {
      await users.setNotificationFlag(userId, flag, status);
      return issueToken(userId, { session: sid });
    },

    /**
     * Who may message me (decision 0007); the messages module reads it when a stranger writes. A minor cannot
     * choose to let verified agencies straight into the inbox: their messages always arrive as requests (decision 0025).
     */
    async setMessagePolicy(userId: number, policy: MessagePolicy): Promise<MessagePolicy> {
      if (policy === 'following_and_verified' && isMinor((await users.findById(userId))?.birthdate ?? null, new Date()))
        throw new AppError('message_policy_minor', { fields: [{ field: 'policy', code: 'message_policy_minor' }] });
      await users.setMessagePolicy(userId, policy);
      return policy;
    },

    /**
     * My page at /p/{profile_url} for anyone with the link (decision 0021): talents only; turned off, the page,
     * its card and its sitemap entry go at once (they read this column on every request).
     */
    async setPublicProfile(userId: number, isPublic: boolean): Promise<boolean> {
      const user = await users.findById(userId);
      if (!user || !canHavePublicProfile(user)) throw new AppError('public_profile_talents_only');
      // A page for anyone with the link is a page for unverified agencies too (the minors rule).
      if (isPublic && isMinor(user.birthdate, new Date())) throw new AppError('public_profile_minor');
      await users.setPublicProfile(userId, isPublic);
      return isPublic;
    },

    /** Browse privately (agencies only) and the weekly e-mail with my figures. */
    async setInsightSettings(
      userId: number,
      input: { browse_privately?: boolean | undefined; weekly_digest?: boolean | undefined },
    ): Promise<{ browse_privately: boolean; weekly_digest: boolean }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('unauthorized');
      if (input.browse_privately !== undefined && user.type !== 'agencia')
        throw new AppError('browse_privately_agencies_only');
      const row = await users.setInsightSettings(userId, {
        ...(input.browse_privately !== undefined ? { browsePrivately: input.browse_privately } : {}),
        ...(input.weekly_digest !== undefined ? { weeklyDigest: input.weekly_digest } : {}),
      });
      return {
        browse_privately: row?.browsePrivately ?? false,
        weekly_digest: weeklyDigestOn(row?.weeklyDigest, user.type),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
