import type { Lang } from '@vitrina/contract/constants';

/** The public page's words in each language ({name} is the talent's). */
export const publicProfileCopy = {
  es: {
    title: '{name} · Vitrina',
    description: '{name} muestra su talento en Vitrina.',
    join: 'Únete a Vitrina',
    login: 'Iniciar sesión',
    joinTitle: '¿Te gusta lo que hace {name}?',
    joinLead:
      'Vitrina es la red donde el talento se muestra y las agencias lo encuentran. Crea tu cuenta gratis para seguir a {name}, escribirle y ver todo su trabajo.',
    haveAccount: '¿Ya tienes cuenta?',
    biography: 'Biografía',
    categories: 'Categorías',
    photos: 'Fotos',
    posts: 'Publicaciones recientes',
    noPosts: 'Todavía no hay publicaciones.',
    memberSince: 'En Vitrina desde {date}',
    video: 'Ver el vídeo en YouTube',
    videoLabel: 'Vídeo',
    shared: 'Compartió una publicación de {name}',
    unavailable: 'La publicación original ya no está disponible.',
    photoOf: 'Foto de {name}',
    profilePhoto: 'Foto de perfil de {name}',
    fullProfile: 'Ver el perfil completo en Vitrina',
    terms: 'Términos',
    privacy: 'Privacidad',
    cookies: 'Cookies',
    tagline: 'La vitrina del talento',
    notFoundTitle: 'Este perfil no está disponible',
    notFoundLead: 'Puede que la dirección no exista o que su dueño ya no lo comparta públicamente.',
    home: 'Ir a Vitrina',
  },
  en: {
    title: '{name} · Vitrina',
    description: '{name} shows their talent on Vitrina.',
    join: 'Join Vitrina',
    login: 'Log in',
    joinTitle: 'Like what {name} does?',
    joinLead:
      'Vitrina is the network where talent shows its work and agencies find it. Create your free account to follow {name}, write to them and see all their work.',
    haveAccount: 'Already have an account?',
    biography: 'Biography',
    categories: 'Categories',
    photos: 'Photos',
    posts: 'Recent posts',
    noPosts: 'No posts yet.',
    memberSince: 'On Vitrina since {date}',
    video: 'Watch the video on YouTube',
    videoLabel: 'Video',
    shared: 'Shared a post by {name}',
    unavailable: 'The original post is no longer available.',
    photoOf: 'Photo by {name}',
    profilePhoto: "{name}'s profile photo",
    fullProfile: 'See the full profile on Vitrina',
    terms: 'Terms',
    privacy: 'Privacy',
    cookies: 'Cookies',
    tagline: 'The showcase for talent',
    notFoundTitle: 'This profile is not available',
    notFoundLead: 'The address may not exist, or its owner no longer shares it publicly.',
    home: 'Go to Vitrina',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type PublicProfileCopy = (typeof publicProfileCopy)[Lang];
export type CopyKey = keyof PublicProfileCopy;

/** A text with its `{name}`-style slots filled (values are plain text: the page escapes the result). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
}
