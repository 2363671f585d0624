import type { TalentCard } from '@vitrina/contract/discovery';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import type { TalentRecord } from './discovery.repository.ts';

/** A talent in the explore lists and the search. */
export function toTalentCard(record: TalentRecord): TalentCard {
  return {
    id: record.id,
    fullname: `${record.nombre} ${record.apellido}`.trim(),
    profile_url: record.profileUrl,
    profileImage: record.profileImage ?? DEFAULT_PROFILE_IMAGE,
    coverImage: record.coverImage ?? DEFAULT_COVER_IMAGE,
    ciudad: record.ciudad,
    country: record.country,
    categories: record.categories,
    followersCount: record.followersCount,
    photos: record.photos,
  };
}
