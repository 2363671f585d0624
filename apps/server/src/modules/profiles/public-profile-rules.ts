import { accountType } from './author-card.ts';
import { isMinor } from './trust-flags.ts';

/** What decides whether a person's public page exists (decision 0021). */
export interface PublicCandidate {
  type: string | null;
  isVerified: boolean;
  cancelledAt: Date | null;
  deletedAt: Date | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  birthdate: string | null;
  publicProfile: boolean;
}

/** Only talents have a page of work to show; an agency's contact card stays for members. */
export function canHavePublicProfile(person: Pick<PublicCandidate, 'type'>): boolean {
  return accountType(person.type) === 'talento';
}

/**
 * The page, its card and its sitemap entry exist only while all of this holds: read on every request, so
 * turning the setting off (or cancelling the account) takes them away at once.
 */
export function isShownPublicly(person: PublicCandidate): boolean {
  return (
    person.publicProfile &&
    canHavePublicProfile(person) &&
    person.isVerified &&
    person.cancelledAt === null &&
    person.deletedAt === null &&
    !(person.suspendedAt !== null && (person.suspendedUntil === null || person.suspendedUntil > new Date())) &&
    // Visitors include agencies no one verified: a minor has no page for anyone with the link.
    !isMinor(person.birthdate, new Date())
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML and XML, in content and in quoted attributes alike: every user text goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis (meta descriptions, the card). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "City, Country", either alone, or '' (a country code is named in the reader's language). */
export function placeOf(ciudad: string, countryName: string): string {
  return [ciudad.trim(), countryName.trim()].filter(Boolean).join(', ');
}
