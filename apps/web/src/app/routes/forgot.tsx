import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPage } from '@/components/ui/form-page.tsx';
import { ForgotForm } from '@/features/auth/forgot-form.tsx';
import { paths } from '@/lib/paths.ts';
import { langOf } from '@/i18n/use-lang.ts';

export default function ForgotPage() {
  const { t, i18n } = useTranslation('auth');
  return (
    <FormPage>
      <h1 className="auth-title">{t('forgot.title')}</h1>
      <p className="auth-lead">{t('forgot.lead')}</p>
      <ForgotForm lang={langOf(i18n.language)} />
      <p className="auth-footer">
        <Link to={paths.login}>{t('forgot.back')}</Link>
      </p>
    </FormPage>
  );
}
