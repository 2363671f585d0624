import type { FieldProblem } from './account-rules.ts';

export const MAX_PROFILE_URL_LENGTH = 50;

/** Top-level routes of the spec and the server that a profile URL may never take (lower case). */
export const reservedProfileUrls: ReadonlySet<string> = new Set([
  'noticias',
  'explorar',
  'destacados',
  'recientes',
  'profile',
  'profiles',
  'login',
  'logout',
  'register',
  'registro',
  'forgot',
  'user',
  'users',
  'usuario',
  'conversaciones',
  // /conversaciones/todas is the list itself, beside /conversaciones/{profile_url}.
  'todas',
  // /conversaciones/solicitudes: the message requests (decision 0007).
  'solicitudes',
  'mensajes',
  'messages',
  'notificaciones',
  'notificationes',
  'notifications',
  'talentos',
  'terminos',
  'politicas-privacidad',
  'politicas-cookies',
  'contacto',
  // /api/users/contact/{profile_url} and /api/users/contacts (messaging) beside /api/users/{profile_url}/….
  'contact',
  'contacts',
  'api',
  'resize',
  'media',
  'uploads',
  'static',
  'assets',
  'admin',
  'administrador',
  'socket-io',
  'socket_io',
  'docs',
  'settings',
  'dashboard',
  'interests',
  'password',
  'wizard',
  'select',
  'agencia',
  'talento',
  'help',
  'ayuda',
  'support',
  'soporte',
  'vitrina',
  'me',
  'self',
  'null',
  'undefined',
]);

/** Strips every character other than ASCII letters, digits, underscore and hyphen (spec §5). */
export function cleanProfileUrl(value: string): string {
  return value.replace(/[^\w-]/g, '');
}

/** `no_puede_estar_vacio_url` when nothing is left, `el_perfil_existe` for a reserved word, `too_long` past 50. */
export function profileUrlProblem(cleaned: string): FieldProblem | null {
  if (!cleaned) return { field: 'profile_url', code: 'no_puede_estar_vacio_url' };
  if (cleaned.length > MAX_PROFILE_URL_LENGTH) return { field: 'profile_url', code: 'too_long' };
  if (reservedProfileUrls.has(cleaned.toLowerCase())) return { field: 'profile_url', code: 'el_perfil_existe' };
  return null;
}
