import type { PersonCard, ProfileResponse, ProfileUser } from '@vitrina/contract/graph';

/** A profile as GET /users/{profile_url}/profile answers it, for component tests. */
export function profileFixture(user: Partial<ProfileUser> = {}): ProfileResponse {
  return {
    user: {
      id: 7,
      type: 'talento',
      nombre: 'Luis',
      apellido: 'Gómez',
      fullname: 'Luis Gómez',
      profile_url: 'luis',
      profileImage: 'luis.jpg',
      coverImage: 'luis-cover.jpg',
      ciudad: 'Puebla',
      country: 'MX',
      birthdate: '1992-03-14',
      sex: 'MA',
      email: 'luis@example.com',
      biography: 'Músico y compositor.',
      createdAt: '2024-01-15T10:00:00.000Z',
      followersCount: 4,
      followingCount: 2,
      postsCount: 3,
      following: false,
      isblocked: false,
      isOwner: false,
      canBlock: true,
      hasPublicPage: false,
      ...user,
    },
    profile: {
      facebook_url: '',
      twitter_url: '',
      instagram_url: 'https://instagram.com/luis',
      spotify_url: '',
      youtube_url: '',
      linkedin_url: '',
      web: 'luis.example.com',
    },
    categories: [
      { id: 4, slug: 'music-and-dance', slugEs: 'musica', name: 'Música', image: 'musica.jpg', subscribed: true },
      { id: 5, slug: 'art', slugEs: 'artes', name: 'Artes', image: 'artes.jpg', subscribed: false },
    ],
  };
}

/** A person in a list. */
export function personFixture(person: Partial<PersonCard> = {}): PersonCard {
  const id = person.id ?? 20;
  return {
    id,
    type: 'talento',
    verified: false,
    fullname: `Persona ${id}`,
    profile_url: `persona-${id}`,
    profileImage: '',
    coverImage: '',
    country: 'AR',
    ciudad: '',
    following: false,
    isMe: false,
    canBlock: true,
    photos: [],
    ...person,
  };
}
