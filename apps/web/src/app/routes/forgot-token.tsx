import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/alert.tsx';
import { FormPage } from '@/components/ui/form-page.tsx';
import { useOpenRecovery } from '@/features/auth/open-recovery.ts';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/** /forgot/<token>: a valid link opens a recovery session and goes to /user/password; an invalid one → /. */
export default function ForgotTokenPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const recovery = useOpenRecovery(token);
  const session = useSession();
  const navigate = useNavigate();
  const sessionToken = recovery.data?.token;

  useEffect(() => {
    if (!sessionToken) return;
    let cancelled = false;
    // A recovery session lives with the tab only.
    void session.logIn(sessionToken, { remember: false }).then((self) => {
      if (!cancelled) void navigate(self ? paths.userPassword : '/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionToken]);

  if (!token || recovery.isError) return <Navigate to={paths.landing} replace />;
  return (
    <FormPage>
      <p className="working" role="status">
        <Spinner /> {t('forgot.opening')}
      </p>
    </FormPage>
  );
}
