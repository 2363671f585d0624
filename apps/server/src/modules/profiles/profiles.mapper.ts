import type { PersonCard, PopupResponse, ProfileUser } from '@vitrina/contract/graph';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import type { UserProfileRow } from '../../db/schema/user-profiles.ts';
import type { PageUser } from './profiles.repository.ts';
import { displayName } from './author-card.ts';
import type { PersonRecord } from './people.repository.ts';
import { canBlock } from './profiles-rules.ts';
import { isMinor, isVerifiedAgency } from './trust-flags.ts';

type AccountType = 'talento' | 'agencia';
const typeOf = (type: string | null): AccountType | null => (type === 'talento' || type === 'agencia' ? type : null);
const fullname = (nombre: string, apellido: string) => `${nombre} ${apellido}`.trim();

export function toProfileLinks(profile: UserProfileRow | null) {
  return {
    facebook_url: profile?.facebookUrl ?? '',
    twitter_url: profile?.twitterUrl ?? '',
    instagram_url: profile?.instagramUrl ?? '',
    spotify_url: profile?.spotifyUrl ?? '',
    youtube_url: profile?.youtubeUrl ?? '',
    linkedin_url: profile?.linkedinUrl ?? '',
    web: profile?.web ?? '',
  };
}

export function toProfileUser(
  user: PageUser,
  viewer: { id: number; type: AccountType | null },
  following: boolean,
  hasPublicPage: boolean,
): ProfileUser {
  return {
    id: user.id,
    type: typeOf(user.type) ?? 'talento',
    nombre: user.nombre,
    apellido: user.apellido,
    fullname: fullname(user.nombre, user.apellido),
    profile_url: user.profileUrl,
    profileImage: user.profileImage ?? DEFAULT_PROFILE_IMAGE,
    coverImage: user.coverImage ?? DEFAULT_COVER_IMAGE,
    ciudad: user.ciudad,
    country: user.country,
    // Only its owner sees a birth date (scouts get the sheet's age range), and a minor's profile
    // shows it to no one (the settings form still holds it).
    birthdate: user.id === viewer.id && !isMinor(user.birthdate, new Date()) ? user.birthdate : null,
    sex: user.sex === 'FE' ? 'FE' : 'MA',
    email: user.email,
    biography: user.biography,
    createdAt: user.createdAt.toISOString(),
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    postsCount: user.postsCount,
    following,
    isblocked: false,
    isOwner: user.id === viewer.id,
    canBlock: canBlock(viewer, user),
    hasPublicPage,
  };
}

export function toPopup(
  user: PageUser,
  profile: UserProfileRow | null,
  viewer: { id: number; type: AccountType | null },
  following: boolean,
): PopupResponse {
  const links = toProfileLinks(profile);
  return {
    user: {
      id: user.id,
      type: typeOf(user.type) ?? 'agencia',
      fullname: displayName({ ...user, agencyName: profile?.agencyName }),
      profile_url: user.profileUrl,
      profileImage: user.profileImage ?? DEFAULT_PROFILE_IMAGE,
      coverImage: user.coverImage ?? DEFAULT_COVER_IMAGE,
      country: user.country,
      biography: user.biography,
      createdAt: user.createdAt.toISOString(),
      // The spec shows an agency's contact; a talent's address stays on their Biografía tab.
      contactEmail: user.type === 'agencia' ? profile?.contactEmail || user.email : '',
      verified: isVerifiedAgency(user),
      following,
      canBlock: canBlock(viewer, user),
    },
    profile: {
      facebook_url: links.facebook_url,
      twitter_url: links.twitter_url,
      instagram_url: links.instagram_url,
      spotify_url: links.spotify_url,
    },
  };
}

export function toPersonCard(record: PersonRecord, viewer: { id: number; type: AccountType | null }): PersonCard {
  return {
    id: record.id,
    type: typeOf(record.type),
    fullname: displayName(record),
    profile_url: record.profileUrl,
    profileImage: record.profileImage ?? DEFAULT_PROFILE_IMAGE,
    coverImage: record.coverImage ?? DEFAULT_COVER_IMAGE,
    country: record.country,
    ciudad: record.ciudad,
    verified: record.verified,
    following: record.following,
    isMe: record.id === viewer.id,
    canBlock: canBlock(viewer, record),
    photos: record.photos,
  };
}
