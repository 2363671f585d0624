import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPage } from '@/components/ui/form-page.tsx';
import { ForgotForm } from '@/features/auth/forgot-form.tsx';

export default function ForgotPage() {
  const { t, i18n } = useTranslation('auth');
  return (
    <FormPage>
      <h1 className="auth-title">{t('forgot.title')}</h1>
      <p className="auth-lead">{t('forgot.lead')}</p>
      <ForgotForm lang={i18n.language === 'en' ? 'en' : 'es'} />
      <p className="auth-footer">
        <Link to="/login">{t('forgot.back')}</Link>
      </p>
    </FormPage>
  );
}
