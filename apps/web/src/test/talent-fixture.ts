import type { TalentCard } from '@vitrina/contract/discovery';

/** A talent as the explore lists and the search answer it, for component tests. */
export function talentFixture(talent: Partial<TalentCard> = {}): TalentCard {
  const id = talent.id ?? 40;
  return {
    id,
    fullname: `Talento ${id}`,
    profile_url: `talento-${id}`,
    profileImage: `t${id}.jpg`,
    coverImage: `t${id}-cover.jpg`,
    ciudad: 'Guadalajara',
    country: 'MX',
    categories: [2],
    followersCount: 3,
    photos: [],
    available: false,
    ...talent,
  };
}

/** `count` talents from id `first` on. */
export function talentsFixture(count: number, first = 100): TalentCard[] {
  return Array.from({ length: count }, (_, index) => talentFixture({ id: first + index }));
}
