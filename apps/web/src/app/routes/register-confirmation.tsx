import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/alert.tsx';
import { FormPage } from '@/components/ui/form-page.tsx';
import { ConfirmationFailed } from '@/features/auth/confirmation-failed.tsx';
import { useConfirmEmail } from '@/features/auth/confirm-email.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/**
 * /register/confirmation#<token>: confirms, stores the session and goes to /register/select. A link that
 * does not work (none, cut, used or expired) shows why and offers a new e-mail, instead of leaving for /.
 */
export default function RegisterConfirmationPage() {
  const { t, i18n } = useTranslation('auth');
  const { hash } = useLocation();
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')) || null);
  const confirmation = useConfirmEmail(token);
  const session = useSession();
  const navigate = useNavigate();
  const sessionToken = confirmation.data?.token;

  useEffect(() => {
    if (!sessionToken) return;
    let cancelled = false;
    void session.logIn(sessionToken, { remember: false }).then((self) => {
      if (!cancelled) void navigate(self ? paths.registerSelect : '/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // session changes identity when it logs in; the token alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionToken]);

  if (!token || confirmation.isError) {
    return (
      <FormPage>
        <ConfirmationFailed lang={langOf(i18n.language)} />
      </FormPage>
    );
  }
  return (
    <FormPage>
      <p className="working" role="status">
        <Spinner /> {t('confirmation.working')}
      </p>
    </FormPage>
  );
}
