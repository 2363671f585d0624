import { z } from 'zod';

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
  followersRecentCount: z.number().int(),
  unreadedNotificationsCount: z.number().int(),
  hasPassword: z.boolean(),
});

export const selfProfileSchema = profileLinksSchema.extend({
  agency_name: z.string(),
  contact_email: z.string(),
  followers: z.boolean(),
  photos_videos: z.boolean(),
  messages: z.boolean(),
  following: z.boolean(),
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
