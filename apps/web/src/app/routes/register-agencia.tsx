import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FormPage } from '@/components/ui/form-page.tsx';
import { CategoryChecklist } from '@/features/categories/category-checklist.tsx';
import { ImageUpload } from '@/features/media/image-upload.tsx';
import { AgencyForm } from '@/features/accounts/onboarding/agency-form.tsx';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';
import { useLang } from '@/i18n/use-lang.ts';

/** /register/agencia: what an agency needs to start; done → /noticias. */
export default function RegisterAgencyPage() {
  const { t } = useTranslation('onboarding');
  const lang = useLang();
  const self = useSelf();
  const session = useSession();
  const navigate = useNavigate();

  if (!self) return null;
  if (!self.user.type) return <Navigate to={paths.registerSelect} replace />;
  if (self.user.type === 'talento') return <Navigate to={paths.registerWizard} replace />;

  return (
    <FormPage width="wide">
      <h1 className="auth-title">{t('agency.title')}</h1>
      <p className="auth-lead">{t('agency.lead')}</p>
      <section className="agency-logo" aria-labelledby="agency-logo-title">
        <h2 className="agency-form__heading" id="agency-logo-title">
          {t('agency.logo')}
        </h2>
        <p className="agency-form__hint">{t('agency.logoHint')}</p>
        <ImageUpload kind="profile" />
      </section>
      <AgencyForm
        defaults={{
          agency_name: self.profile.agency_name,
          biography: self.user.biography,
          contact_email: self.profile.contact_email,
          web: self.profile.web,
          phone: self.profile.phone,
          categoryIds: [],
        }}
        submitLabel={t('agency.submit')}
        busyLabel={t('agency.submitting')}
        renderCategories={(control) => <CategoryChecklist label={t('agency.categories')} lang={lang} {...control} />}
        onSaved={async (token) => {
          await session.refresh(token);
          void navigate(paths.news, { replace: true });
        }}
      />
    </FormPage>
  );
}
