import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/alert.tsx';
import { FormPage } from '@/components/ui/form-page.tsx';
import { useOpenRecovery } from '@/features/auth/open-recovery.ts';
import { SecondStepForm } from '@/features/auth/second-step-form.tsx';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/**
 * /forgot/<token>: a valid link opens a recovery session and goes to /user/password; an invalid one → /. An
 * account with a second factor answers the link's challenge first: the link alone opens nothing.
 */
export default function ForgotTokenPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const recovery = useOpenRecovery(token);
  const session = useSession();
  const navigate = useNavigate();
  const opened = recovery.data;
  const [answered, setAnswered] = useState<string | null>(null);
  const sessionToken = answered ?? (opened && 'token' in opened ? opened.token : undefined);

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
  if (opened && 'challenge' in opened && !answered)
    return (
      <FormPage>
        <SecondStepForm
          challenge={opened.challenge}
          purpose="reset"
          methods={opened.methods}
          onLoggedIn={async (answer) => setAnswered(answer)}
          onRestart={() => void navigate(paths.forgot, { replace: true })}
        />
      </FormPage>
    );
  return (
    <FormPage>
      <p className="working" role="status">
        <Spinner /> {t('forgot.opening')}
      </p>
    </FormPage>
  );
}
