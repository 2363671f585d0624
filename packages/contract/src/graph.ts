import { z } from 'zod';
import { accountTypeSchema, sexSchema } from './users.ts';
import { cardPhotosSchema } from './card-photos.ts';
import { subscribedCategoryEntrySchema } from './categories.ts';
import { MAX_PEOPLE_QUERY_LENGTH, MAX_REPORT_LENGTH } from './graph-limits.ts';
import { idSchema } from './posts.ts';
import { paginatedSchema } from './pagination.ts';
import { textInput } from './schema-helpers.ts';

/** Another person's e-mail appears only where the spec shows it: a talent's Biografía tab, an agency's. */

/** The social links a profile shows (no phone: that is the owner's own setting). */
export const profileLinksPublicSchema = z.object({
  facebook_url: z.string(),
  twitter_url: z.string(),
  instagram_url: z.string(),
  spotify_url: z.string(),
  youtube_url: z.string(),
  linkedin_url: z.string(),
  web: z.string(),
});

/** GET /api/users/{profile_url}/profile: a talent's profile page (agencies have the pop-up instead). */
export const profileUserSchema = z.object({
  id: z.number().int(),
  type: accountTypeSchema,
  nombre: z.string(),
  apellido: z.string(),
  fullname: z.string(),
  profile_url: z.string(),
  profileImage: z.string(),
  coverImage: z.string(),
  ciudad: z.string(),
  country: z.string(),
  /** Null for a minor's account: never shown to anyone. */
  birthdate: z.string().nullable(),
  sex: sexSchema,
  /** Shown on the Biografía tab as a mail link (the spec shows it). */
  email: z.string(),
  biography: z.string(),
  createdAt: z.string(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  postsCount: z.number().int(),
  /** I follow this person. */
  following: z.boolean(),
  /** Always false in an answer: a block in either direction answers 404 instead (blocks are total). */
  isblocked: z.boolean(),
  isOwner: z.boolean(),
  /** The spec's block rule for this viewer and this profile (I am a talent, the profile is not an agency's, not mine). */
  canBlock: z.boolean(),
  /** The page at /p/{profile_url} opens for anyone (decision 0021): a shared link and the QR code point there. */
  hasPublicPage: z.boolean(),
});
export const profileResponseSchema = z.object({
  user: profileUserSchema,
  profile: profileLinksPublicSchema,
  /** Every category, named in the request's language, `subscribed` meaning the profile's owner's. */
  categories: z.array(subscribedCategoryEntrySchema),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /api/users/{id}/{type}: the agency pop-up (or a talent's card by id). */
export const popupParamsSchema = z.object({ id: idSchema, type: accountTypeSchema });
export const popupResponseSchema = z.object({
  user: z.object({
    id: z.number().int(),
    type: accountTypeSchema,
    fullname: z.string(),
    profile_url: z.string(),
    profileImage: z.string(),
    coverImage: z.string(),
    country: z.string(),
    biography: z.string(),
    createdAt: z.string(),
    /** The agency's contact address (its contact e-mail, else its account's); '' for a talent. */
    contactEmail: z.string(),
    /** A verified agency: the pop-up shows the badge. */
    verified: z.boolean(),
    following: z.boolean(),
    canBlock: z.boolean(),
  }),
  profile: profileLinksPublicSchema.pick({
    facebook_url: true,
    twitter_url: true,
    instagram_url: true,
    spotify_url: true,
  }),
});
export type PopupResponse = z.infer<typeof popupResponseSchema>;

/** A person in a list (followers, following, the talents an agency follows). */
export const personCardSchema = z.object({
  id: z.number().int(),
  type: accountTypeSchema.nullable(),
  fullname: z.string(),
  profile_url: z.string(),
  profileImage: z.string(),
  coverImage: z.string(),
  country: z.string(),
  ciudad: z.string(),
  /** A verified agency. */
  verified: z.boolean(),
  /** I follow this person. */
  following: z.boolean(),
  isMe: z.boolean(),
  canBlock: z.boolean(),
  /** A talent's newest photos (at most three); always empty for an agency. */
  photos: cardPhotosSchema,
});
export const personPageSchema = paginatedSchema(personCardSchema);
export type PersonCard = z.infer<typeof personCardSchema>;
export type PersonPage = z.infer<typeof personPageSchema>;

export const profileUrlParamsSchema = z.object({ profile_url: textInput().min(1).max(200) });

/** A profile's QR code, as a PNG (1024 px) or an SVG: for auditions, festivals and print. */
export const qrFormats = ['png', 'svg'] as const;
export const profileQrParamsSchema = profileUrlParamsSchema.extend({ format: z.enum(qrFormats) });

/** ?page=N&q=…: a name search, accent- and case-insensitive, over the list's people. */
export const peopleQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: textInput().trim().max(MAX_PEOPLE_QUERY_LENGTH).default(''),
});

/** POST /api/users/follow and /unfollow {id} → the new state and the person's follower count. */
export const followRequestSchema = z.strictObject({ id: idSchema });
export const followResponseSchema = z.object({ following: z.boolean(), followersCount: z.number().int() });
export type FollowResponse = z.infer<typeof followResponseSchema>;

/** POST /api/users/block {userId}: final; the follows between the two go. */
export const blockRequestSchema = z.strictObject({ userId: idSchema });
export const blockResponseSchema = z.object({ blocked: z.literal(true) });

/** POST /api/users/report {userId, description}: stored for moderation. */
export const reportRequestSchema = z.strictObject({
  userId: idSchema,
  description: textInput().max(MAX_REPORT_LENGTH, { error: 'report_too_long' }),
});
export const reportResponseSchema = z.object({ reported: z.literal(true) });
