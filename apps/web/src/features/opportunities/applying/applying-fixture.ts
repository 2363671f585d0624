import type { MyApplication, SelfTape } from '@vitrina/contract/applications';
import type { Opportunity, Role } from '@vitrina/contract/opportunities';

/** An open opportunity with one role, and applications to it, as the API answers them (tests only). */

export const roleFixture = (role: Partial<Role> = {}): Role => ({
  id: 11,
  name: 'Bailarina principal',
  description: 'Ensayos en marzo.',
  requirements: [],
  ageMin: 18,
  ageMax: 35,
  languages: [],
  people: 2,
  needs: ['photos', 'note'],
  questions: ['¿Tienes pasaporte?'],
  ...role,
});

export const opportunityFixture = (roles: Role[] = [roleFixture()]): Opportunity => ({
  id: 7,
  title: 'Musical de verano',
  kind: 'casting',
  category: 2,
  remote: false,
  country: 'MX',
  city: 'Puebla',
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  pay: { kind: 'unpaid' },
  state: 'open',
  publishedAt: '2026-01-01T10:00:00.000Z',
  agency: {
    id: 50,
    fullname: 'Agencia Luna',
    profile_url: 'luna',
    profileImage: 'default-profile.jpg',
    type: 'agencia',
    verified: true,
  },
  rolesCount: roles.length,
  description: 'Un musical.',
  workStarts: null,
  workEnds: null,
  payAudience: 'everyone',
  closeReason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  roles,
  isOwner: false,
});

export const selfTapeFixture = (tape: Partial<SelfTape> = {}): SelfTape => ({
  id: 90,
  instructions: 'Lee la escena 2 mirando a cámara.',
  dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  createdAt: '2026-01-02T10:00:00.000Z',
  video: null,
  submittedAt: null,
  ...tape,
});

export const applicationFixture = (application: Partial<MyApplication> = {}): MyApplication => {
  const opportunity = opportunityFixture();
  return {
    id: 300,
    opportunity,
    role: { id: 11, name: 'Bailarina principal' },
    status: 'sent',
    closeReason: null,
    items: [
      {
        id: 5,
        kind: 'photo',
        url: '/media/a.jpg',
        thumbUrl: '/resize/c184x184/a.jpg',
        name: 'Retrato',
        primary: true,
        ready: true,
      },
    ],
    coverNote: 'Hola, soy Ana.',
    answers: ['Sí'],
    selfTapes: [],
    canEdit: true,
    canWithdraw: true,
    submittedAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-02T09:00:00.000Z',
    ...application,
  };
};

export const photoMedia = (id: number, filename: string) => ({
  id,
  type: 'PHOTO' as const,
  url: `/media/${filename}`,
  filename,
  name: '',
  ext: 'jpg',
  size: 1000,
  width: 600,
  height: 800,
  description: '',
  poster: null,
  durationMs: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  post: { id: 1, description: '', likesCount: 0, commentsCount: 0, reacted: false },
});
