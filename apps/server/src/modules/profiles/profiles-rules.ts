import { accountType } from './author-card.ts';

/** Someone as the rules see them: who they are and which kind of account they have. */
export interface Person {
  id: number;
  type: string | null;
}

/**
 * The block rule: a talent blocks anyone typed but themselves. The spec (second document §6) left agencies
 * out; talents may block them, since a fake agency is the main danger. Agencies never block.
 */
export function canBlock(viewer: Person, other: Person): boolean {
  return accountType(viewer.type) === 'talento' && viewer.id !== other.id && accountType(other.type) !== null;
}

/** Only talents are followed (first document, overview): never an agency or an untyped account. */
export function canBeFollowed(person: Pick<Person, 'type'>): boolean {
  return accountType(person.type) === 'talento';
}

/** The list of the talents one follows (/talentos) is an agency's. */
export function hasFollowedTalentsList(viewer: Pick<Person, 'type'>): boolean {
  return viewer.type === 'agencia';
}
