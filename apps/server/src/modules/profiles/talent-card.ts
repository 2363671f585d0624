import { isTrue } from '../../db/client.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import type { TalentCard } from '@vitrina/contract/discovery';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { categoryIdsOf } from '../categories/interest-filters.ts';
import type { Visibility } from '../graph/visibility.ts';
import { availableTo } from './availability-badge.ts';
import type { CardPhotosColumn } from './card-photos-port.ts';

/** A talent as the explore lists, the searches and the shortlists read them, before mapping. */
export interface TalentRecord {
  id: number;
  nombre: string;
  apellido: string;
  profileUrl: string;
  profileImage: string | null;
  coverImage: string | null;
  ciudad: string;
  country: string;
  categories: number[];
  followersCount: number;
  photos: CardPhoto[];
  available: boolean;
}

/**
 * A card's columns over `users u`. Its categories, newest photos and availability badge are correlated
 * subqueries of the list's own statement: computed for the rows a page returns only, never a statement per card.
 */
export const talentColumns = (cardPhotos: CardPhotosColumn, seen: Visibility): SQL =>
  sql`u.id, u.nombre, u.apellido, u.profile_url, u.profile_image, u.cover_image,
    u.ciudad, u.country, u.followers_count, ${categoryIdsOf(sql`u.id`)} as categories,
    ${cardPhotos.select(sql`u.id`, seen)} as photos, ${availableTo(sql`u.id`, seen.viewerId)} as available`;

export const toTalentRecord = (cardPhotos: CardPhotosColumn, row: Record<string, unknown>): TalentRecord => ({
  id: Number(row.id),
  nombre: String(row.nombre),
  apellido: String(row.apellido),
  profileUrl: String(row.profile_url),
  profileImage: (row.profile_image as string | null) ?? null,
  coverImage: (row.cover_image as string | null) ?? null,
  ciudad: String(row.ciudad),
  country: String(row.country),
  categories: ((row.categories as (number | string)[] | null) ?? []).map(Number),
  followersCount: Number(row.followers_count),
  photos: cardPhotos.read(row.photos),
  available: isTrue(row.available),
});

/** A talent's card in the explore lists, the search and the shortlists. */
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
    available: record.available,
  };
}
