import type { SecondFactorMethod } from '@vitrina/contract/second-factors';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { FacebookIcon } from '@/components/ui/icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { askFacebookAccessToken } from './facebook-sdk.ts';
import { useFacebookAuthenticate, useFacebookRegister } from './facebook-login.ts';
import { usePublicConfig } from './public-config.ts';
import './auth.css';
import { langOf } from '@/i18n/use-lang.ts';

/** A session, or for an account with a second factor the challenge the login's second step answers. */
export type FacebookResult = ({ token: string } | { challenge: string; methods: SecondFactorMethod[] }) & {
  /** Sign-up only: the account already existed (the spec's "social account already exists" notice). */
  exists?: boolean;
};

/**
 * "Continue with Facebook", shown only when the server's public config names a Facebook app.
 * `mode` login logs an existing account in; register creates one (or finds it by its verified e-mail).
 */
export function FacebookButton({
  mode,
  onSuccess,
}: {
  mode: 'login' | 'register';
  onSuccess: (result: FacebookResult) => void | Promise<void>;
}) {
  const { t, i18n } = useTranslation('auth');
  const config = usePublicConfig();
  const login = useFacebookAuthenticate();
  const register = useFacebookRegister();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Sign-up found an existing account: the spec's alert is shown before going on with it. */
  const [existing, setExisting] = useState<FacebookResult | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (existing) continueButton.current?.focus();
  }, [existing]);
  const appId = config.data?.facebookAppId;
  if (!appId) return null;

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const accessToken = await askFacebookAccessToken(appId, i18n.language);
      if (!accessToken) return;
      if (mode === 'login') {
        await onSuccess(await login.mutateAsync({ accessToken }));
        return;
      }
      const result = await register.mutateAsync({ accessToken, langCode: langOf(i18n.language) });
      // Spec §5/§8: signing up with a Facebook account that already exists says so first.
      if (result.exists) setExisting(result);
      else await onSuccess(result);
    } catch (failure) {
      // Spec §8: a failed social register fails silently; a failed social login says why.
      if (mode === 'register') return;
      setError(
        failure instanceof Error && failure.message.startsWith('facebook sdk')
          ? t('facebook.unavailable')
          : apiErrorText(failure),
      );
    } finally {
      setBusy(false);
    }
  };

  if (existing) {
    return (
      <div className="facebook-login">
        <Alert tone="warning" title={t('facebook.existsTitle')}>
          <p>{t('facebook.exists')}</p>
          <button
            ref={continueButton}
            type="button"
            className="button button--primary facebook-login__continue"
            onClick={() => void onSuccess(existing)}
          >
            {t('facebook.continue')}
          </button>
        </Alert>
        <p className="or-divider">
          <span>{t('facebook.or')}</span>
        </p>
      </div>
    );
  }

  return (
    <div className="facebook-login">
      <button type="button" className="button button--facebook button--block" onClick={start} disabled={busy}>
        <FacebookIcon />
        {mode === 'login' ? t('facebook.login') : t('facebook.register')}
      </button>
      {error && <Alert tone="error">{error}</Alert>}
      <p className="or-divider">
        <span>{t('facebook.or')}</span>
      </p>
    </div>
  );
}
