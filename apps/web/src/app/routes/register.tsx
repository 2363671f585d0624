import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormPage, FormPageAside } from '@/components/ui/form-page.tsx';
import { FacebookButton } from '@/features/auth/facebook-button.tsx';
import { RegisterForm } from '@/features/auth/register-form.tsx';
import type { GuardianSectionProps } from '@/features/auth/register-guardian.ts';
import { saveRegisteredUser } from '@/features/auth/registered-user.ts';
import { useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';
import { useLang } from '@/i18n/use-lang.ts';

// Only someone under 18 is asked for a guardian: the section's code and texts load then.
const GuardianSection = lazy(() =>
  import('@/features/guardians/guardian-fields.tsx').then((module) => ({ default: module.GuardianSection })),
);
const guardianSection = (props: GuardianSectionProps) => (
  <Suspense fallback={null}>
    <GuardianSection {...props} />
  </Suspense>
);

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const lang = useLang();

  return (
    <FormPage
      width="wide"
      aside={
        <FormPageAside
          eyebrow={t('aside.eyebrow')}
          title={t('aside.registerTitle')}
          points={[t('aside.point1'), t('aside.point2'), t('aside.point3')]}
        />
      }
    >
      <h1 className="auth-title">{t('register.title')}</h1>
      <p className="auth-lead">{t('register.lead')}</p>
      <FacebookButton
        mode="register"
        onSuccess={async (result) => {
          // An existing account with a second factor finishes on the login's second step.
          if ('challenge' in result) {
            void navigate(paths.login, { state: { challenge: result.challenge, methods: result.methods } });
            return;
          }
          // Spec §4: a new social account chooses its type; an existing one goes to /.
          const { token, exists } = result;
          const self = await session.logIn(token, { remember: true });
          if (!self) return;
          void navigate(exists || self.user.type ? paths.landing : paths.registerSelect, { replace: true });
        }}
      />
      <RegisterForm
        lang={lang}
        guardianSection={guardianSection}
        onRegistered={(user) => {
          saveRegisteredUser({ id: user.id, email: user.email });
          void navigate(paths.registerSuccess);
        }}
      />
      <p className="auth-footer">
        {t('register.haveAccount')} <Link to={paths.login}>{t('register.login')}</Link>
      </p>
    </FormPage>
  );
}
