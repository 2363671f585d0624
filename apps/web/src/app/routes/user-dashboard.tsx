import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { useSubscribedCategories } from '@/features/categories/subscribed-categories.ts';
import { ImageUpload } from '@/features/media/image-upload.tsx';
import { AgencyForm } from '@/features/onboarding/agency-form.tsx';
import { useSelf } from '@/features/session/session-context.ts';
import { PersonalInfoForm } from '@/features/settings/personal-info-form.tsx';
import { SaveFeedback, useSaveState } from '@/features/settings/save-feedback.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useApplyToken } from '../use-apply-token.ts';

/** /user/dashboard: personal information; an agency gets its own variant (agency profile, photo, account). */
export default function UserDashboardPage() {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const self = useSelf();
  const applyToken = useApplyToken();
  if (!self) return null;

  const photo = (
    <section className="settings-card" aria-labelledby="photo-title">
      <h2 className="settings-card__title" id="photo-title">
        {self.user.type === 'agencia' ? t('agency.photo') : t('photo.title')}
      </h2>
      <p className="settings-card__lead">{self.user.type === 'agencia' ? t('agency.photoLead') : t('photo.lead')}</p>
      <ImageUpload kind="profile" />
    </section>
  );

  const personal = (
    <section className="settings-card" aria-labelledby="personal-title">
      <h2 className="settings-card__title" id="personal-title">
        {self.user.type === 'agencia' ? t('agency.account') : t('personal.title')}
      </h2>
      <p className="settings-card__lead">
        {self.user.type === 'agencia' ? t('agency.accountLead') : t('personal.lead')}
      </p>
      <PersonalInfoForm self={self} lang={lang} onSaved={applyToken} />
    </section>
  );

  if (self.user.type !== 'agencia')
    return (
      <>
        {personal}
        {photo}
      </>
    );

  return (
    <>
      <AgencyProfileCard />
      {photo}
      {personal}
    </>
  );
}

function AgencyProfileCard() {
  const { t, i18n } = useTranslation('settings');
  const { t: tOnboarding } = useTranslation('onboarding');
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const self = useSelf();
  const applyToken = useApplyToken();
  const categories = useSubscribedCategories(lang);
  const save = useSaveState();
  if (!self) return null;
  return (
    <section className="settings-card" aria-labelledby="agency-title">
      <h2 className="settings-card__title" id="agency-title">
        {t('agency.title')}
      </h2>
      <p className="settings-card__lead">{t('agency.lead')}</p>
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
    </section>
  );
}
