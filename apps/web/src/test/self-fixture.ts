import type { SelfResponse, SelfUser } from '@vitrina/contract/users';

/** A current user as GET /users/self answers it, for component tests. */
export function selfFixture(user: Partial<SelfUser> = {}): SelfResponse {
  return {
    user: {
      id: 3,
      type: 'talento',
      nombre: 'Ana',
      apellido: 'Pérez',
      fullname: 'Ana Pérez',
      email: 'ana@example.com',
      birthdate: '1990-01-01',
      sex: 'FE',
      country: 'MX',
      ciudad: 'Puebla',
      biography: '',
      profile_url: 'ana',
      profileImage: 'default-profile.jpg',
      coverImage: 'default-cover.jpg',
      createdAt: '2024-01-01T00:00:00.000Z',
      langCode: 'es',
      followersCount: 0,
      followingCount: 0,
      followersRecentCount: 0,
      unreadedNotificationsCount: 0,
      unreadedMessagesCount: 0,
      hasPassword: true,
      ...user,
    },
    profile: {
      facebook_url: '',
      twitter_url: '',
      instagram_url: '',
      spotify_url: '',
      youtube_url: '',
      linkedin_url: '',
      web: '',
      phone: '',
      agency_name: '',
      contact_email: '',
      followers: true,
      photos_videos: true,
      messages: true,
      following: true,
    },
  };
}
