import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { usePopup } from './get-popup.ts';
import { PersonActions } from './person-actions.tsx';
import { memberSince } from './profile-format.ts';
import { SocialLinks } from './profile-widgets.tsx';
import { VerifiedBadge } from '@/components/ui/verified-badge.tsx';
import './graph.css';

const popupSocial = ['facebook_url', 'twitter_url', 'instagram_url', 'spotify_url'] as const;

/**
 * The agency pop-up (spec modals): photo, name, country, contact e-mail, member since, biography, social
 * links, a message link, report and (by the rule) block. Agencies have no profile page; this is it.
 */
export function AgencyPopup({
  agency,
  onClose,
  onBlocked,
}: {
  /** The agency to show, or null when closed. */
  agency: { id: number; fullname: string } | null;
  onClose: () => void;
  /** After a block (the pop-up then closes): what the screen shows of the agency is the screen's to refresh. */
  onBlocked?: () => void;
}) {
  const { t, i18n } = useTranslation('graph');
  const popup = usePopup(agency?.id ?? 0, 'agencia', agency !== null);
  const data = popup.data;
  return (
    <Dialog open={agency !== null} onClose={onClose} title={t('popup.title', { name: agency?.fullname ?? '' })}>
      {popup.isPending && (
        <p role="status" className="agency-popup__meta">
          {t('popup.loading')}
        </p>
      )}
      {popup.isError && (
        <Alert tone="error" title={t('popup.loadError')}>
          {apiErrorText(popup.error)}
        </Alert>
      )}
      {data && (
        <div className="agency-popup">
          <div className="agency-popup__head">
            <Avatar image={data.user.profileImage} name={data.user.fullname} size={92} decorative />
            <div>
              <p className="person-card__name">
                {data.user.fullname}
                {data.user.verified && <VerifiedBadge />}
              </p>
              {data.user.country && (
                <p className="agency-popup__meta">{countryName(data.user.country, i18n.language)}</p>
              )}
              <p className="agency-popup__meta">
                {t('popup.memberSince', { date: memberSince(data.user.createdAt, i18n.language) })}
              </p>
            </div>
          </div>
          {data.user.contactEmail && (
            <p className="agency-popup__meta">
              {t('popup.contact')} <a href={`mailto:${data.user.contactEmail}`}>{data.user.contactEmail}</a>
            </p>
          )}
          {data.user.biography && (
            <section aria-labelledby="agency-popup-bio">
              <h3 id="agency-popup-bio" className="profile-card__title">
                {t('popup.biography')}
              </h3>
              <p className="profile-card__text">{data.user.biography}</p>
            </section>
          )}
          <section aria-labelledby="agency-popup-social">
            <h3 id="agency-popup-social" className="profile-card__title">
              {t('popup.social')}
            </h3>
            <SocialLinks links={data.profile} name={data.user.fullname} keys={popupSocial} />
          </section>
          <div className="agency-popup__actions">
            <PersonActions
              id={data.user.id}
              name={data.user.fullname}
              profileUrl={data.user.profile_url}
              canBlock={data.user.canBlock}
              onBlocked={() => {
                onBlocked?.();
                onClose();
              }}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
