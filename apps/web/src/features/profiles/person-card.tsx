import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonCard as Person } from '@vitrina/contract/graph';
import { countryName } from '@/components/ui/country-name.ts';
import { PersonCardFrame } from '@/components/ui/person-card-frame.tsx';
import { VerifiedBadge } from '@/components/ui/verified-badge.tsx';
import { paths } from '@/lib/paths.ts';
import { FollowButton } from './follow-button.tsx';
import { PersonActions } from './person-actions.tsx';
import { addPeopleTexts } from './people-texts.ts';

addPeopleTexts();

/**
 * A person in a list (spec: cover, avatar, name, country, follow state, report, block by the rule, message
 * link). A talent's name links to the profile; an agency's opens the pop-up (`onAgency`).
 */
export function PersonCard({
  person,
  onAgency,
  onBlocked,
}: {
  person: Person;
  onAgency: (agency: { id: number; fullname: string }) => void;
  onBlocked?: () => void;
}) {
  const { t, i18n } = useTranslation('graph');
  const isAgency = person.type === 'agencia';
  return (
    <PersonCardFrame
      name={person.fullname}
      coverImage={person.coverImage}
      profileImage={person.profileImage}
      photos={person.photos}
    >
      <h3 className="person-card__name">
        {isAgency ? (
          <button type="button" onClick={() => onAgency({ id: person.id, fullname: person.fullname })}>
            {person.fullname}
          </button>
        ) : (
          <Link to={paths.profile(person.profile_url)}>{person.fullname}</Link>
        )}
        {person.verified && <VerifiedBadge />}
      </h3>
      {isAgency && <span className="person-card__badge">{t('people:agency')}</span>}
      {person.country && <p className="person-card__meta">{countryName(person.country, i18n.language)}</p>}
      {person.isMe ? (
        <p className="person-card__meta">{t('people:you')}</p>
      ) : (
        <div className="person-card__actions">
          {person.type === 'talento' && (
            <FollowButton userId={person.id} name={person.fullname} following={person.following} compact />
          )}
          <PersonActions
            id={person.id}
            name={person.fullname}
            profileUrl={person.profile_url}
            canBlock={person.canBlock}
            onBlocked={onBlocked}
          />
        </div>
      )}
    </PersonCardFrame>
  );
}
