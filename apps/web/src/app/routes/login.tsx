import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormPage, FormPageAside } from '@/components/ui/form-page.tsx';
import { FacebookButton } from '@/features/auth/facebook-button.tsx';
import { LoginForm } from '@/features/auth/login-form.tsx';
import { PasskeySignIn } from '@/features/auth/passkey-sign-in.tsx';
import { SecondStepForm } from '@/features/auth/second-step-form.tsx';
import type { SecondFactorMethod } from '@vitrina/contract/second-factors';
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
  const state = location.state as { from?: unknown; challenge?: unknown; methods?: unknown } | null;
  const from = state?.from;
  // A Facebook sign-up of an account with a second factor arrives here with its challenge.
  const [step, setStep] = useState<{ challenge: string; remember: boolean; methods: SecondFactorMethod[] } | null>(
    typeof state?.challenge === 'string'
      ? { challenge: state.challenge, remember: true, methods: Array.isArray(state.methods) ? state.methods : [] }
      : null,
  );

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
      {step ? (
        <SecondStepForm
          challenge={step.challenge}
          methods={step.methods}
          onLoggedIn={(token) => enter(token, step.remember)}
          onRestart={() => {
            setStep(null);
            void navigate(paths.login, { replace: true, state: from === undefined ? null : { from } });
          }}
        />
      ) : (
        <>
          <h1 className="auth-title">{t('login.title')}</h1>
          <p className="auth-lead">{t('login.lead')}</p>
          <FacebookButton
            mode="login"
            onSuccess={(result) =>
              'challenge' in result
                ? setStep({ challenge: result.challenge, remember: true, methods: result.methods })
                : enter(result.token, true)
            }
          />
          <LoginForm
            onLoggedIn={enter}
            onChallenge={(challenge, remember, methods) => setStep({ challenge, remember, methods })}
          />
          <PasskeySignIn onLoggedIn={(token) => enter(token, false)} />
          <p className="auth-footer">
            {t('login.noAccount')} <Link to={paths.register}>{t('login.createAccount')}</Link>
          </p>
        </>
      )}
    </FormPage>
  );
}
