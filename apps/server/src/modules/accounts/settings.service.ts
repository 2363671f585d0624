import { weeklyDigestOn } from '@vitrina/contract/insight-rules';
import { normalizeEmail } from '@vitrina/contract/account-rules';
import { cleanProfileUrl, profileUrlProblem } from '@vitrina/contract/profile-url-rules';
import type { settingsRequestSchema } from '@vitrina/contract/users';
import type { Lang } from '@vitrina/contract/constants';
import type { MessagePolicy } from '@vitrina/contract/message-requests';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { IssueToken, SessionRef } from '../../sessions/token-issuer.ts';
import { canHavePublicProfile } from '../profiles/public-profile-rules.ts';
import { isMinor } from '../profiles/trust-flags.ts';
import { birthdateChange } from './birthdate-rules.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { getUser } from './accounts.service.ts';
import { createSettingsRepository, type NotificationFlag } from './settings.repository.ts';

export interface SettingsServiceDeps {
  db: Db;
  transactions: Transactions;
  issueToken: IssueToken;
}

type SettingsInput = z.output<typeof settingsRequestSchema>;

const profileUrlTaken = () =>
  new AppError('el_perfil_existe', { fields: [{ field: 'profile_url', code: 'el_perfil_existe' }] });

/** The settings page: personal data, language, profile URL, notification flags and privacy choices. */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { issueToken, transactions } = deps;
  const users = createAccountsRepository(deps.db);
  const settings = createSettingsRepository(deps.db);

  return {
    /** The personal-information form, all or nothing; the address changes only through its own call. */
    async updateSettings({ id: userId, sid }: SessionRef, input: SettingsInput): Promise<string> {
      const user = await getUser(users, userId);
      if (input.email !== undefined && normalizeEmail(input.email) !== user.email) {
        throw new AppError('cambiar_correo_aparte', { fields: [{ field: 'email', code: 'cambiar_correo_aparte' }] });
      }
      const p = input.profile;
      const birthdate = input.fecha.trim().slice(0, 10);
      const change = birthdateChange(user.birthdate, birthdate, new Date());
      if (change === 'refused')
        throw new AppError('validation', { fields: [{ field: 'fecha', code: 'fecha_menor_fija' }] });
      await transactions.run(async (tx) => {
        const inTx = createSettingsRepository(tx.db);
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
      await settings.setLanguage(userId, langCode);
      return issueToken(userId, { session: sid });
    },

    /** Cleans like the form does, then: not empty, not reserved, not anyone else's (case-insensitive). */
    async setProfileUrl({ id: userId, sid }: SessionRef, raw: string): Promise<string> {
      const profileUrl = cleanProfileUrl(raw);
      const problem = profileUrlProblem(profileUrl);
      if (problem?.code === 'el_perfil_existe') throw profileUrlTaken();
      if (problem) throw new AppError('validation', { fields: [problem] });
      const user = await getUser(users, userId);
      if (user.profileUrl === profileUrl) return issueToken(userId, { session: sid });
      if (await users.profileUrlTaken(profileUrl, userId)) throw profileUrlTaken();
      try {
        await settings.setProfileUrl(userId, profileUrl);
      } catch (error) {
        if (isUniqueViolation(error, 'users_profile_url_key')) throw profileUrlTaken();
        throw error;
      }
      return issueToken(userId, { session: sid });
    },

    async setNotificationFlag(
      { id: userId, sid }: SessionRef,
      flag: NotificationFlag,
      status: boolean,
    ): Promise<string> {
      await settings.setNotificationFlag(userId, flag, status);
      return issueToken(userId, { session: sid });
    },

    /**
     * Who may message me (decision 0007); the messages module reads it when a stranger writes. A minor cannot
     * choose to let verified agencies straight into the inbox: their messages always arrive as requests (decision 0025).
     */
    async setMessagePolicy(userId: number, policy: MessagePolicy): Promise<MessagePolicy> {
      if (policy === 'following_and_verified' && isMinor((await users.findById(userId))?.birthdate ?? null, new Date()))
        throw new AppError('message_policy_minor', { fields: [{ field: 'policy', code: 'message_policy_minor' }] });
      await settings.setMessagePolicy(userId, policy);
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
      await settings.setPublicProfile(userId, isPublic);
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
      const row = await settings.setInsightSettings(userId, {
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

export type SettingsService = ReturnType<typeof createSettingsService>;
