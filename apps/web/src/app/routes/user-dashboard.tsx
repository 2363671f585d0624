import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resizeUrl, type ImageType } from '@vitrina/contract/media-rules';
import { Alert } from '@/components/ui/alert.tsx';
import { useSubscribedCategories } from '@/features/categories/subscribed-categories.ts';
import { ChangeImageModal } from '@/features/media/change-image-modal.tsx';
import { ImageUpload } from '@/features/media/image-upload.tsx';
import { AgencyForm } from '@/features/accounts/onboarding/agency-form.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { EmailChangeSection } from '@/features/accounts/settings/email-change-section.tsx';
import { ImageCard } from '@/features/accounts/settings/image-card.tsx';
import { PersonalInfoForm } from '@/features/accounts/settings/personal-info-form.tsx';
import { SaveFeedback, useSaveState } from '@/features/accounts/settings/save-feedback.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useApplyToken } from '../use-apply-token.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/**
 * /user/dashboard: personal information, the e-mail change and the profile and cover photos; an agency gets its own
 * variant (agency profile, photos, account).
 */
export default function UserDashboardPage() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const self = useSelf();
  const applyToken = useApplyToken();
  if (!self) return null;

  const photo = <ImageCards />;

  const personal = (
    <SettingsCard
      id="personal"
      title={self.user.type === 'agencia' ? t('agency.account') : t('personal.title')}
      lead={self.user.type === 'agencia' ? t('agency.accountLead') : t('personal.lead')}
    >
      <PersonalInfoForm self={self} lang={lang} onSaved={applyToken} />
    </SettingsCard>
  );

  // Beside the personal information, where the address used to be edited.
  const emailChange = <EmailChangeSection hasPassword={self.user.hasPassword} />;

  if (self.user.type !== 'agencia')
    return (
      <>
        {personal}
        {emailChange}
        {photo}
      </>
    );

  return (
    <>
      <AgencyProfileCard />
      {photo}
      {personal}
      {emailChange}
    </>
  );
}

function AgencyProfileCard() {
  const { t } = useTranslation('settings');
  const { t: tOnboarding } = useTranslation('onboarding');
  const lang = useLang();
  const self = useSelf();
  const applyToken = useApplyToken();
  const categories = useSubscribedCategories(lang);
  const save = useSaveState();
  if (!self) return null;
  return (
    <SettingsCard id="agency" title={t('agency.title')} lead={t('agency.lead')}>
      {categories.isError && <Alert tone="error">{apiErrorText(categories.error)}</Alert>}
      {categories.isSuccess && (
        <AgencyForm
          defaults={{
            agency_name: self.profile.agency_name,
            biography: self.user.biography,
            contact_email: self.profile.contact_email,
            web: self.profile.web,
            phone: self.profile.phone,
            // The categories are edited under Interests; this form keeps them as they are.
            categoryIds: categories.data.filter((entry) => entry.subscribed).map((entry) => entry.id),
          }}
          submitLabel={t('save')}
          busyLabel={t('saving')}
          feedback={<SaveFeedback state={save.state} />}
          onSaved={async (token) => {
            await applyToken(token);
            save.succeed();
            void categories.refetch();
          }}
          onFailed={(error) => save.fail(error)}
        />
      )}
      {categories.isPending && <p className="settings-card__lead">{tOnboarding('agency.submitting')}</p>}
    </SettingsCard>
  );
}

/**
 * The profile photo (uploaded in place, as soon as it is chosen: leaving the page must not drop it) and the cover, each with a "change" button that opens the
 * change-image modal: upload from the computer or pick one of my photos. Saving stores the new token,
 * so these images, the header and the settings avatar change at once.
 */
function ImageCards() {
  const { t } = useTranslation('settings');
  const self = useSelf();
  const [open, setOpen] = useState<ImageType | null>(null);
  if (!self) return null;
  const agency = self.user.type === 'agencia';
  const close = () => setOpen(null);
  return (
    <>
      <ImageCard
        id="photo"
        title={agency ? t('agency.photo') : t('photo.title')}
        lead={agency ? t('agency.photoLead') : t('photo.lead')}
        changeLabel={t('photo.change')}
        onChange={() => setOpen('profile')}
      >
        <ImageUpload kind="profile" uploadOnChoose />
      </ImageCard>
      <ImageCard
        id="cover"
        title={t('cover.title')}
        lead={t('cover.lead')}
        changeLabel={t('cover.change')}
        onChange={() => setOpen('cover')}
      >
        <img
          className="settings-cover"
          src={resizeUrl(self.user.coverImage, 'c1200x400')}
          alt={t('cover.current')}
          width={1200}
          height={400}
        />
      </ImageCard>
      <ChangeImageModal kind="profile" open={open === 'profile'} onClose={close} />
      <ChangeImageModal kind="cover" open={open === 'cover'} onClose={close} />
    </>
  );
}
