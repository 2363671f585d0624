import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentCard as Talent } from '@vitrina/contract/discovery';
import { Avatar } from '@/components/ui/avatar.tsx';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { categoryNames } from './explore-categories.ts';
import { placeOf } from '@/components/ui/country-name.ts';

/**
 * A talent on one line (the similar talents, the people to follow): picture, name to the profile, categories
 * and place, followers, and an optional action (a follow button) above the row's link.
 */
export function TalentRow({ talent, action }: { talent: Talent; action?: ReactNode }) {
  const { t, i18n } = useTranslation('discovery');
  const lang = langOf(i18n.language);
  const details = [categoryNames(talent.categories, lang).join(' · '), placeOf(talent, lang)].filter(Boolean);
  const n = new Intl.NumberFormat(lang).format(talent.followersCount);
  return (
    <div className="talent-row">
      <Avatar image={talent.profileImage} name={talent.fullname} size={40} decorative />
      <div className="talent-row__text">
        <Link className="talent-row__name" to={paths.profile(talent.profile_url)}>
          {talent.fullname}
        </Link>
        {details.map((detail) => (
          <span key={detail} className="talent-row__detail">
            {detail}
          </span>
        ))}
      </div>
      <span className="talent-row__followers">{t('card.followers', { count: talent.followersCount, n })}</span>
      {action && <span className="talent-row__action">{action}</span>}
    </div>
  );
}

export function TalentRowSkeleton() {
  return (
    <div className="talent-row talent-row--skeleton" aria-hidden="true">
      <span className="talent-skeleton__avatar talent-row__avatar-skeleton" />
      <span className="talent-row__text">
        <span className="talent-skeleton__line" />
        <span className="talent-skeleton__line talent-skeleton__line--short" />
      </span>
    </div>
  );
}
