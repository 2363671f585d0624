import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonCard as Person } from '@vitrina/contract/graph';
import { resizeUrl } from '@vitrina/contract/media';
import { Avatar } from '@/components/ui/avatar.tsx';
import { countryName } from '@/components/ui/country-select.tsx';
import { paths } from '@/lib/paths.ts';
import { FollowButton } from './follow-button.tsx';
import { PersonActions } from './person-actions.tsx';

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
    <article className="person-card" aria-label={person.fullname}>
      <div className="person-card__cover">
        {person.coverImage && (
          <img
            src={resizeUrl(person.coverImage, 'c318x122')}
            srcSet={`${resizeUrl(person.coverImage, 'c636x244')} 2x`}
            alt=""
            width={318}
            height={122}
            loading="lazy"
          />
        )}
      </div>
      <div className="person-card__body">
        <Avatar
          className="person-card__avatar"
          image={person.profileImage}
          name={person.fullname}
          size={92}
          decorative
        />
        <h3 className="person-card__name">
          {isAgency ? (
            <button type="button" onClick={() => onAgency({ id: person.id, fullname: person.fullname })}>
              {person.fullname}
            </button>
          ) : (
            <Link to={paths.profile(person.profile_url)}>{person.fullname}</Link>
          )}
        </h3>
        {isAgency && <span className="person-card__badge">{t('people.agency')}</span>}
        {person.country && <p className="person-card__meta">{countryName(person.country, i18n.language)}</p>}
        {person.isMe ? (
          <p className="person-card__meta">{t('people.you')}</p>
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
      </div>
    </article>
  );
}
