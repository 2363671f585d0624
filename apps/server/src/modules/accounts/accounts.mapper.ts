import { weeklyDigestOn } from '@vitrina/contract/insight-rules';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE, type SelfResponse } from '@vitrina/contract/users';
import type { UserProfileRow } from '../../db/schema/user-profiles.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { SelfFactors } from '@vitrina/contract/factor-rules';
import type { SelfGuardian } from '@vitrina/contract/guardians';
import { toLang } from '@vitrina/contract/constants';
import { messagePolicies, type MessagePolicy } from '@vitrina/contract/message-requests';
import { wizardStatusSchema, type WizardState } from '@vitrina/contract/onboarding';
import { displayName } from '../profiles/author-card.ts';
import { toProfileLinks } from '../profiles/profiles.mapper.ts';

const toMessagePolicy = (value: string | undefined): MessagePolicy =>
  messagePolicies.find((policy) => policy === value) ?? 'everyone';

/** The wizard's row as the contract has it: an unknown status reads as never shown. */
export function toWizardState(row: { status: string | null; step: number } | null | undefined): WizardState {
  const status = wizardStatusSchema.safeParse(row?.status);
  return { status: status.success ? status.data : null, step: row?.step ?? 1 };
}

export interface SelfCounters {
  followersRecentCount: number;
  unreadedNotificationsCount: number;
  unreadedMessagesCount: number;
  messageRequestsCount: number;
}

/** The current user as `GET /users/self` answers it: an explicit allow-list (no hash, no tokens, no facebookId). */
export function toSelfResponse(
  user: UserRow,
  profile: UserProfileRow | null,
  counters: SelfCounters,
  guardian: SelfGuardian | null,
  factors: SelfFactors,
): SelfResponse {
  return {
    user: {
      id: user.id,
      type: user.type === 'talento' || user.type === 'agencia' ? user.type : null,
      nombre: user.nombre,
      apellido: user.apellido,
      fullname: displayName({ ...user, agencyName: profile?.agencyName }),
      email: user.email,
      birthdate: user.birthdate,
      sex: user.sex === 'FE' ? 'FE' : 'MA',
      country: user.country,
      ciudad: user.ciudad,
      biography: user.biography,
      profile_url: user.profileUrl,
      profileImage: user.profileImage ?? DEFAULT_PROFILE_IMAGE,
      coverImage: user.coverImage ?? DEFAULT_COVER_IMAGE,
      createdAt: user.createdAt.toISOString(),
      langCode: toLang(user.langCode),
      followersCount: user.followersCount,
      followingCount: user.followingCount,
      followersRecentCount: counters.followersRecentCount,
      unreadedNotificationsCount: counters.unreadedNotificationsCount,
      unreadedMessagesCount: counters.unreadedMessagesCount,
      messageRequestsCount: counters.messageRequestsCount,
      hasPassword: user.passwordHash !== null,
      role: user.role === 'moderator' || user.role === 'admin' ? user.role : null,
      guardian,
      factors,
    },
    profile: {
      ...toProfileLinks(profile),
      phone: profile?.phone ?? '',
      agency_name: profile?.agencyName ?? '',
      contact_email: profile?.contactEmail ?? '',
      followers: profile?.notifyFollowers ?? true,
      photos_videos: profile?.notifyPhotosVideos ?? true,
      messages: profile?.notifyMessages ?? true,
      following: profile?.notifyFollowing ?? true,
      message_policy: toMessagePolicy(profile?.messagePolicy),
      public_profile: profile?.publicProfile ?? false,
      browse_privately: profile?.browsePrivately ?? false,
      weekly_digest: weeklyDigestOn(profile?.weeklyDigest, user.type),
      wizard: toWizardState(profile && { status: profile.wizardStatus, step: profile.wizardStep }),
    },
  };
}
