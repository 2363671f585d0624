import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormPage, FormPageAside } from '@/components/ui/form-page.tsx';
import { FacebookButton } from '@/features/auth/facebook-button.tsx';
import { LoginForm } from '@/features/auth/login-form.tsx';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/** Where a freshly logged-in user goes: the page that sent them to /login, or the feed; untyped → select. */
function destination(type: string | null, from: unknown): string {
  if (!type) return paths.registerSelect;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.news;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  const enter = async (token: string, remember: boolean) => {
    const self = await session.logIn(token, { remember });
    if (self) void navigate(destination(self.user.type, from), { replace: true });
  };

  return (
    <FormPage
      aside={
        <FormPageAside
          eyebrow={t('aside.eyebrow')}
          title={t('aside.loginTitle')}
          points={[t('aside.point1'), t('aside.point2'), t('aside.point3')]}
        />
      }
    >
      <h1 className="auth-title">{t('login.title')}</h1>
      <p className="auth-lead">{t('login.lead')}</p>
      <FacebookButton mode="login" onSuccess={({ token }) => enter(token, true)} />
      <LoginForm onLoggedIn={enter} />
      <p className="auth-footer">
        {t('login.noAccount')} <Link to={paths.register}>{t('login.createAccount')}</Link>
      </p>
    </FormPage>
  );
}
