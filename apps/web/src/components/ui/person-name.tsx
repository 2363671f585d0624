import { Link } from 'react-router';
import type { AccountType } from '@vitrina/contract/users';
import { useOpenAgency } from '@/lib/agency-popup-context.ts';
import { paths } from '@/lib/paths.ts';
import { VerifiedBadge } from './verified-badge.tsx';
import './person-name.css';

/** The person a name stands for: enough to link to a profile or open the agency pop-up. */
export interface NamedPerson {
  id: number;
  fullname: string;
  profile_url: string;
  type: AccountType | null;
  /** A verified agency: its badge follows the name. */
  verified?: boolean;
}

/** Talents link to their profile; an agency opens the agency pop-up instead (spec §6). */
export function linksToProfile(person: { type: AccountType | null }): boolean {
  return person.type !== 'agencia';
}

/**
 * A person's name (posts, comments, conversations): a link to the profile for talents. An agency has no
 * profile page (spec §2, §6): the name is a button that opens the agency pop-up (provided by app/), plain
 * text where none is provided.
 */
export function PersonName({ person, className }: { person: NamedPerson; className?: string }) {
  const name = <Name person={person} className={className} />;
  return person.verified ? (
    <>
      {name}
      <VerifiedBadge />
    </>
  ) : (
    name
  );
}

function Name({ person, className }: { person: NamedPerson; className?: string }) {
  const openAgency = useOpenAgency();
  if (!linksToProfile(person)) {
    if (!openAgency) return <span className={className}>{person.fullname}</span>;
    return (
      <button
        type="button"
        className={`person-name-button ${className ?? ''}`.trim()}
        aria-haspopup="dialog"
        onClick={() => openAgency({ id: person.id, fullname: person.fullname })}
      >
        {person.fullname}
      </button>
    );
  }
  return (
    <Link className={className} to={paths.profile(person.profile_url)}>
      {person.fullname}
    </Link>
  );
}
