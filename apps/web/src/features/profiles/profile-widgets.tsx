import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileResponse } from '@vitrina/contract/graph';
import { FacebookIcon, GlobeIcon } from '@/components/ui/icons.tsx';
import { memberSince, safeHref, truncateBiography } from './profile-format.ts';
import './graph.css';

type Links = ProfileResponse['profile'];
const socialKeys = [
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'spotify_url',
  'youtube_url',
  'linkedin_url',
] as const satisfies readonly (keyof Links)[];

/** The biography widget (spec: cut at 900 characters), with a link to the Biografía tab when cut. */
export function BiographyWidget({
  biography,
  isOwner,
  fullHref,
  editHref,
}: {
  biography: string;
  isOwner: boolean;
  fullHref: string;
  editHref: string;
}) {
  const { t } = useTranslation('graph');
  const { text, truncated } = truncateBiography(biography);
  return (
    <section className="profile-card" aria-labelledby="widget-biography">
      <h2 id="widget-biography" className="profile-card__title">
        {t('widgets.biography')}
      </h2>
      <p className="profile-card__text">
        {text || (isOwner ? t('widgets.noBiographyOwner') : t('widgets.noBiography'))}
      </p>
      {truncated && <Link to={fullHref}>{t('widgets.readMore')}</Link>}
      {isOwner && (
        <Link className="button button--ghost" to={editHref}>
          {t('owner.editProfile')}
        </Link>
      )}
    </section>
  );
}

/** The categories the profile's owner subscribes to, and when they joined (month and year). */
export function CategoriesWidget({
  categories,
  createdAt,
}: {
  categories: ProfileResponse['categories'];
  createdAt: string;
}) {
  const { t, i18n } = useTranslation('graph');
  const subscribed = categories.filter((category) => category.subscribed);
  return (
    <section className="profile-card" aria-labelledby="widget-categories">
      <h2 id="widget-categories" className="profile-card__title">
        {t('widgets.categories')}
      </h2>
      <CategoryChips categories={subscribed} />
      <p className="profile-card__text">{t('widgets.memberSince', { date: memberSince(createdAt, i18n.language) })}</p>
    </section>
  );
}

export function CategoryChips({ categories }: { categories: ProfileResponse['categories'] }) {
  const { t } = useTranslation('graph');
  if (categories.length === 0) return <p className="profile-card__text">{t('widgets.noCategories')}</p>;
  return (
    <ul className="category-chips">
      {categories.map((category) => (
        <li key={category.id}>{category.name}</li>
      ))}
    </ul>
  );
}

/** Social links (facebook, twitter, instagram, spotify, youtube, linkedin), only those filled in and safe. */
export function SocialLinks({
  links,
  name,
  keys = socialKeys,
}: {
  links: Partial<Links>;
  name: string;
  keys?: readonly (keyof Links)[];
}) {
  const { t } = useTranslation('graph');
  const shown = keys.flatMap((key) => {
    const href = safeHref(links[key] ?? '');
    return href ? [{ key, href }] : [];
  });
  if (shown.length === 0) return <p className="profile-card__text">{t('widgets.noSocial')}</p>;
  return (
    <ul className="social-links">
      {shown.map(({ key, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.linkName', { name, network: t(`social.${key}`) })}
          >
            {key === 'facebook_url' ? <FacebookIcon size={16} /> : <GlobeIcon size={16} />}
            {t(`social.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SocialWidget({ links, name }: { links: Links; name: string }) {
  const { t } = useTranslation('graph');
  return (
    <section className="profile-card" aria-labelledby="widget-social">
      <h2 id="widget-social" className="profile-card__title">
        {t('widgets.social')}
      </h2>
      <SocialLinks links={links} name={name} />
    </section>
  );
}

/** The column of widgets beside a profile's posts; `extra` is what other features add (recent photos). */
export function ProfileWidgets({
  profile,
  fullBiographyHref,
  editHref,
  extra,
}: {
  profile: ProfileResponse;
  fullBiographyHref: string;
  editHref: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('graph');
  const { user } = profile;
  return (
    <aside className="profile-widgets" aria-label={t('widgets.label', { name: user.fullname })}>
      <BiographyWidget
        biography={user.biography}
        isOwner={user.isOwner}
        fullHref={fullBiographyHref}
        editHref={editHref}
      />
      <CategoriesWidget categories={profile.categories} createdAt={user.createdAt} />
      {extra}
      <SocialWidget links={profile.profile} name={user.fullname} />
    </aside>
  );
}
