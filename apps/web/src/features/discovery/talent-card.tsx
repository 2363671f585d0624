import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentCard as Talent } from '@vitrina/contract/discovery';
import { PersonCardFrame } from '@/components/ui/person-card-frame.tsx';
import { AddToListSlot } from '@/lib/add-to-list-context.tsx';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { categoryNames } from './explore-categories.ts';
import { placeOf } from '@/components/ui/country-name.ts';

/**
 * A talent in the explore lists: cover, picture, name (the whole card opens the profile), where they are,
 * their categories and followers, and their newest photos (each opens its post on it).
 */
export function TalentCard({ talent, headingLevel = 3 }: { talent: Talent; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('discovery');
  const lang = langOf(i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeOf(talent, lang);
  const names = categoryNames(talent.categories, lang);
  const n = new Intl.NumberFormat(lang).format(talent.followersCount);
  return (
    <PersonCardFrame
      className="talent-card"
      name={talent.fullname}
      coverImage={talent.coverImage}
      profileImage={talent.profileImage}
      photos={talent.photos}
    >
      <Heading className="talent-card__name">
        <Link to={paths.profile(talent.profile_url)}>{talent.fullname}</Link>
      </Heading>
      {place && <p className="talent-card__place">{place}</p>}
      {talent.available && <p className="talent-card__badge">{t('card.available')}</p>}
      {names.length > 0 && (
        <ul className="talent-card__categories" aria-label={t('card.categories')}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <p className="talent-card__followers">{t('card.followers', { count: talent.followersCount, n })}</p>
      <AddToListSlot talentId={talent.id} name={talent.fullname} />
    </PersonCardFrame>
  );
}

/** A card's shape while the list loads. */
export function TalentCardSkeleton() {
  return (
    <div className="person-card talent-card talent-card--skeleton" aria-hidden="true">
      <div className="person-card__cover" />
      <div className="person-card__body">
        <span className="person-card__avatar talent-skeleton__avatar" />
        <span className="talent-skeleton__line" />
        <span className="talent-skeleton__line talent-skeleton__line--short" />
      </div>
    </div>
  );
}
