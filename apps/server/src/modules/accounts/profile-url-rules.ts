import { MAX_PROFILE_URL_LENGTH, reservedProfileUrls } from '@vitrina/contract/profile-url-rules';

/**
 * The first profile URL a new account gets: its name in ASCII, lower case, words joined by hyphens
 * ("José Núñez" → "jose-nunez"). Reserved words and empty results get a neutral stem.
 */
export function baseProfileUrl(nombre: string, apellido: string): string {
  const slug = `${nombre} ${apellido}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PROFILE_URL_LENGTH - 7)
    .replace(/-+$/g, '');
  if (!slug || reservedProfileUrls.has(slug)) return slug ? `${slug}-1` : 'perfil';
  return slug;
}

/** The candidates tried in order: the base, then the base with a random suffix (`suffixes` are random hex). */
export function profileUrlCandidates(base: string, suffixes: string[]): string[] {
  return [base, ...suffixes.map((suffix) => `${base}-${suffix}`)];
}
