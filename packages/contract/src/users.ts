import { z } from 'zod';
import { selfFactorsSchema } from './factor-rules.ts';
import { selfGuardianSchema } from './guardians.ts';
import { messagePolicySchema } from './message-requests.ts';
import { wizardStateSchema } from './onboarding.ts';
import {
  invitationProblems,
  isEmailAddress,
  isPhone,
  isWebLink,
  MAX_AGENCY_NAME_LENGTH,
  MAX_BIOGRAPHY_LENGTH,
  MAX_CITY_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_LINK_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  settingsProblems,
  type FieldProblem,
} from './account-rules.ts';
import { DEFAULT_COUNTRY, WIZARD_INVITES } from './constants.ts';
import { addProblems, birthdateText, langSchema, text, textInput } from './schema-helpers.ts';

export const accountTypes = ['talento', 'agencia'] as const;
export const accountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const sexSchema = z.enum(['MA', 'FE']);

/** Notification flags of the settings page (spec §3), all on by default. */
export const notificationFlags = ['followers', 'photos_videos', 'messages', 'following'] as const;
export const notificationFlagSchema = z.enum(notificationFlags);

export const profileLinksSchema = z.object({
  facebook_url: z.string(),
  twitter_url: z.string(),
  instagram_url: z.string(),
  spotify_url: z.string(),
  youtube_url: z.string(),
  linkedin_url: z.string(),
  web: z.string(),
  phone: z.string(),
});

/** The current user, as `GET /api/users/self` answers it (only to that user). */
export const selfUserSchema = z.object({
  id: z.number().int(),
  type: accountTypeSchema.nullable(),
  nombre: z.string(),
  apellido: z.string(),
  fullname: z.string(),
  email: z.string(),
  birthdate: z.string().nullable(),
  sex: sexSchema,
  country: z.string(),
  ciudad: z.string(),
  biography: z.string(),
  profile_url: z.string(),
  profileImage: z.string(),
  coverImage: z.string(),
  createdAt: z.string(),
  langCode: z.enum(['es', 'en']),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  /** People who started following me in the last six days (the feed's sidebar). */
  followersRecentCount: z.number().int(),
  unreadedNotificationsCount: z.number().int(),
  /** Messages sent to me that I have not read, from people not in a block with me. */
  unreadedMessagesCount: z.number().int(),
  /** Message requests waiting for me to accept them (the requests tab's count; never in the badge). */
  messageRequestsCount: z.number().int(),
  hasPassword: z.boolean(),
  /** A moderation role, told only to its holder: the web shows the moderation link from it. */
  role: z.enum(['moderator', 'admin']).nullable(),
  /** A minor's guardian and where the consent stands; null for adults and a minor with none on file. */
  guardian: selfGuardianSchema.nullable(),
  /** Who must have a second factor and what is due (decision 0052). */
  factors: selfFactorsSchema,
});

export const selfProfileSchema = profileLinksSchema.extend({
  agency_name: z.string(),
  contact_email: z.string(),
  followers: z.boolean(),
  photos_videos: z.boolean(),
  messages: z.boolean(),
  following: z.boolean(),
  /** Who may message me (decision 0007). */
  message_policy: messagePolicySchema,
  /** My page at /p/{profile_url} is open to anyone with the link (talents; decision 0021). */
  public_profile: z.boolean(),
  /** Agencies: my views of profiles name me as "an agency in <country>" only. */
  browse_privately: z.boolean(),
  /** The weekly e-mail with my figures (on by default for talents, off for agencies). */
  weekly_digest: z.boolean(),
  /** Talents: the setup wizard's state, for the feed's "complete your profile" card. */
  wizard: wizardStateSchema,
});

export const selfResponseSchema = z.object({ user: selfUserSchema, profile: selfProfileSchema });

export type SelfUser = z.infer<typeof selfUserSchema>;
export type SelfProfile = z.infer<typeof selfProfileSchema>;
export type SelfResponse = z.infer<typeof selfResponseSchema>;

/** Answer of every call that changes what the session token carries. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Default images for users without their own (served by the resize service like any other). */
export const DEFAULT_PROFILE_IMAGE = 'default-profile.jpg';
export const DEFAULT_COVER_IMAGE = 'default-cover.jpg';

/** Answer of the e-mail-exists checks. */
export const existsResponseSchema = z.object({ exists: z.boolean() });
export type ExistsResponse = z.infer<typeof existsResponseSchema>;

// GET /api/users/self (auth) → selfResponseSchema (users.ts).

export const emailParamsSchema = z.object({ email: textInput().min(1).max(MAX_EMAIL_LENGTH) });

export const profileTypeRequestSchema = z.strictObject({ profile: accountTypeSchema });
export type ProfileTypeRequest = z.infer<typeof profileTypeRequestSchema>;

export const wizardRequestSchema = z
  .strictObject({
    biography: text(MAX_BIOGRAPHY_LENGTH),
    shareContats: z
      .array(textInput().max(MAX_EMAIL_LENGTH))
      .max(WIZARD_INVITES, { error: 'maximo_invitaciones' })
      .default([]),
    lang: langSchema.optional(),
  })
  .superRefine((input, ctx) => addProblems(ctx, invitationProblems(input.shareContats)));
export type WizardRequest = z.input<typeof wizardRequestSchema>;

export const agencySetupRequestSchema = z
  .strictObject({
    agency_name: text(MAX_AGENCY_NAME_LENGTH),
    biography: text(MAX_BIOGRAPHY_LENGTH),
    /** Empty means "use my account e-mail". */
    contact_email: text(MAX_EMAIL_LENGTH),
    web: text(MAX_LINK_LENGTH),
    phone: text(MAX_PHONE_LENGTH),
    categoryIds: z.array(z.number().int()).max(8).default([]),
  })
  .superRefine((input, ctx) => {
    const problems: FieldProblem[] = [];
    if (!input.agency_name.trim()) problems.push({ field: 'agency_name', code: 'nombre_agencia' });
    const contact = input.contact_email.trim();
    if (contact && !isEmailAddress(contact))
      problems.push({ field: 'contact_email', code: 'correo_electronico_invalido' });
    if (!isWebLink(input.web.trim())) problems.push({ field: 'web', code: 'url_invalida' });
    if (!isPhone(input.phone.trim())) problems.push({ field: 'phone', code: 'telefono' });
    if (input.categoryIds.some((id) => id < 1 || id > 8)) problems.push({ field: 'categoryIds', code: 'categoria' });
    addProblems(ctx, problems);
  });
export type AgencySetupRequest = z.input<typeof agencySetupRequestSchema>;

export const settingsProfileSchema = z.strictObject({
  facebook_url: text(MAX_LINK_LENGTH),
  twitter_url: text(MAX_LINK_LENGTH),
  instagram_url: text(MAX_LINK_LENGTH),
  spotify_url: text(MAX_LINK_LENGTH),
  youtube_url: text(MAX_LINK_LENGTH),
  linkedin_url: text(MAX_LINK_LENGTH),
  web: text(MAX_LINK_LENGTH),
  phone: text(MAX_PHONE_LENGTH),
});
export const settingsRequestSchema = z
  .strictObject({
    nombre: text(MAX_NAME_LENGTH),
    apellido: text(MAX_NAME_LENGTH),
    /** Only the current address is accepted here (see above). */
    email: textInput().max(MAX_EMAIL_LENGTH).optional(),
    /** Birth date, YYYY-MM-DD. */
    fecha: birthdateText,
    sexo: sexSchema.default('MA'),
    /** ISO 3166-1 alpha-2 code. */
    pais: textInput().max(10).default(DEFAULT_COUNTRY),
    /** Not in the spec's payload: when absent, the city stays as it is. */
    ciudad: textInput().max(MAX_CITY_LENGTH).optional(),
    biografia: text(MAX_BIOGRAPHY_LENGTH),
    profile: settingsProfileSchema.default({
      facebook_url: '',
      twitter_url: '',
      instagram_url: '',
      spotify_url: '',
      youtube_url: '',
      linkedin_url: '',
      web: '',
      phone: '',
    }),
  })
  .superRefine((input, ctx) => addProblems(ctx, settingsProblems(input, new Date())));
export type SettingsRequest = z.input<typeof settingsRequestSchema>;

// PUT /api/users/language (auth) { langCode } → { token }. The next login switches the interface to it.
export const languageRequestSchema = z.strictObject({ langCode: langSchema });

export const profileUrlRequestSchema = z.strictObject({ profile_url: textInput().max(200) });

// POST /api/users/notifications (auth) { type: followers|photos_videos|messages|following, status } → { token }.
export const notificationSettingRequestSchema = z.strictObject({
  type: notificationFlagSchema,
  status: z.boolean(),
});
export type NotificationSettingRequest = z.infer<typeof notificationSettingRequestSchema>;
