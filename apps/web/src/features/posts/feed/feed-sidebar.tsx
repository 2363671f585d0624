import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SelfUser } from '@vitrina/contract/users';
import { Avatar } from '@/components/ui/avatar.tsx';
import { paths } from '@/lib/paths.ts';
import './feed-sidebar.css';
import { formatCount } from '@/lib/plain-formats.ts';

export interface CategoryLink {
  id: number;
  name: string;
  href: string;
}

/**
 * The feed's sidebar (spec §2): a greeting, follower counts (total and recent, for talents), links to
 * the categories and a promotional video. The screen hands in the categories, the video and a talent's
 * opportunities, which other features own.
 */
export function FeedSidebar({
  user,
  categories,
  promo,
  opportunities,
}: {
  user: SelfUser;
  categories: readonly CategoryLink[] | undefined;
  promo: { video: string; poster: string } | null;
  opportunities?: ReactNode;
}) {
  const { t, i18n } = useTranslation('posts');
  const number = (n: number) => formatCount(n, i18n.language);
  const isTalent = user.type === 'talento';
  return (
    <aside className="feed-sidebar" aria-label={t('sidebar.label')}>
      <section className="sidebar-card sidebar-card--hello" aria-labelledby="sidebar-hello">
        <Avatar image={user.profileImage} name={user.fullname} size={92} decorative />
        <h2 id="sidebar-hello" className="sidebar-card__title">
          {t('sidebar.hello', { name: user.nombre || user.fullname })}
        </h2>
        {isTalent ? (
          <>
            <dl className="sidebar-stats">
              <div className="sidebar-stats__item">
                <dt>{t('sidebar.followers')}</dt>
                <dd>{number(user.followersCount)}</dd>
              </div>
              <div className="sidebar-stats__item">
                <dt>{t('sidebar.recentFollowers')}</dt>
                <dd>{number(user.followersRecentCount)}</dd>
              </div>
            </dl>
            <Link className="sidebar-card__link" to={paths.profile(user.profile_url)}>
              {t('sidebar.profile')}
            </Link>
          </>
        ) : (
          <p className="sidebar-card__text">{t('sidebar.agencyHint')}</p>
        )}
      </section>

      {opportunities}

      <nav className="sidebar-card" aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className="sidebar-card__title">
          {t('sidebar.categories')}
        </h2>
        {categories ? (
          <ul className="sidebar-categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="sidebar-categories__link" to={category.href}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="sidebar-categories__skeleton" aria-hidden="true" />
        )}
      </nav>

      {promo && (
        <section className="sidebar-card" aria-labelledby="sidebar-promo">
          <h2 id="sidebar-promo" className="sidebar-card__title">
            {t('sidebar.promoTitle')}
          </h2>
          <video
            key={promo.video}
            className="sidebar-promo"
            controls
            playsInline
            muted
            preload="none"
            poster={promo.poster}
            aria-label={t('sidebar.promoLabel')}
            width={960}
            height={540}
          >
            <source src={promo.video} type="video/mp4" />
          </video>
          <p className="sidebar-card__text">{t('sidebar.promoBody')}</p>
        </section>
      )}
    </aside>
  );
}
