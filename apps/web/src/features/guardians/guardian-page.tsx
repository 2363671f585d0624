import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { GuardianLink } from '@vitrina/contract/guardians';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { setLanguage } from '@/i18n/i18n.ts';
import { ApiError } from '@/lib/api-client.ts';
import { GuardianConfirmStep } from './guardian-confirm-step.tsx';
import { actOnGuardianLink, getGuardianLink, type GuardedAction, type GuardianAction } from './guardians-api.ts';
import './guardians.css';
import { useGuardianTranslation } from './guardian-texts.ts';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; text: string } | GuardianLinkState;
interface GuardianLinkState {
  state: 'ready';
  link: GuardianLink;
}
type Done = 'confirmed' | 'refused' | 'withdrawn' | 'closed';
/** Withdrawing a consent never given is refusing it: the page words it so (the e-mails' link says both). */
const wordingOf = (action: GuardedAction, link: GuardianLink) =>
  action === 'withdraw' && link.status === 'pending' ? 'refuse' : action;

/** The action a link's `accion` opens on, if the consent's state allows it. */
export function openingAction(accion: string | null, link: GuardianLink): GuardedAction | null {
  if (accion === 'cerrar') return 'close';
  if (accion === 'retirar' && link.status !== 'withdrawn') return 'withdraw';
  return null;
}

/**
 * /tutor/{token}: a minor's guardian, from the e-mailed link and with no session. It says whose guardian
 * they are and where the consent stands, and offers to confirm, withdraw the consent or end the account (the last
 * two ask first); the result is said plainly. The page speaks the minor's language, as the e-mails do, until the
 * guardian switches it. An unknown or ended link is a friendly not-found.
 */
export function GuardianPage({ token, accion }: { token: string; accion: string | null }) {
  const { t, i18n } = useGuardianTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [asking, setAsking] = useState<GuardedAction | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Back from a second step, the focus returns to the button that opened it.
  const openers = useRef<Partial<Record<GuardedAction, HTMLButtonElement | null>>>({});

  useEffect(() => {
    const abort = new AbortController();
    getGuardianLink(token, abort.signal).then(
      (link) => {
        setLoaded({ state: 'ready', link });
        setAsking(openingAction(accion, link));
        if (link.lang !== i18n.language) void setLanguage(link.lang);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoaded(
          error instanceof ApiError && error.status === 404
            ? { state: 'missing' }
            : { state: 'failed', text: apiErrorText(error) },
        );
      },
    );
    return () => abort.abort();
    // The language is the link's once, on its first answer; the guardian may switch it after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (done) (done === 'closed' ? heading : result).current?.focus();
  }, [done]);

  async function act(action: GuardianAction, before: GuardianLink) {
    setBusy(true);
    setFailure(null);
    try {
      const link = await actOnGuardianLink(token, action);
      setLoaded({ state: 'ready', link });
      setAsking(null);
      if (action === 'withdraw') setDone(before.status === 'pending' ? 'refused' : 'withdrawn');
      else setDone(action === 'confirm' ? 'confirmed' : 'closed');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setLoaded({ state: 'missing' });
      else setFailure(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (loaded.state === 'loading') {
    return (
      <p className="guardian-page__loading" role="status">
        <Spinner /> {t('common:loading')}
      </p>
    );
  }
  if (loaded.state !== 'ready') {
    return (
      <div className="guardian-page">
        <h1 className="guardian-page__title">{t('page.notFoundTitle')}</h1>
        {loaded.state === 'failed' ? <Alert tone="error">{loaded.text}</Alert> : <p>{t('page.notFoundBody')}</p>}
        <p>
          <Link to="/">{t('page.home')}</Link>
        </p>
      </div>
    );
  }

  const { link } = loaded;
  const name = link.minorName;
  if (done === 'closed') {
    return (
      <div className="guardian-page">
        <h1 className="guardian-page__title" tabIndex={-1} ref={heading}>
          {t('page.closedTitle', { name })}
        </h1>
        <Alert tone="success">{t('page.closedDone')}</Alert>
      </div>
    );
  }
  return (
    <div className="guardian-page">
      <h1 className="guardian-page__title">{t('page.title', { name })}</h1>
      <p className="guardian-page__lead">
        {t('page.lead', { name, relationship: t(`relationshipInSentence.${link.relationship}`) })}
      </p>
      {done && (
        <div tabIndex={-1} ref={result} className="guardian-page__result">
          <Alert tone="success">{t(`page.${done}Done`, { name })}</Alert>
        </div>
      )}
      <p className={`guardian-page__state guardian-page__state--${link.status}`}>
        {t(`page.${link.status}`, { name })}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {asking ? (
        <GuardianConfirmStep
          wording={wordingOf(asking, link)}
          name={name}
          busy={busy}
          onConfirm={() => void act(asking, link)}
          onBack={() => {
            setAsking(null);
            requestAnimationFrame(() => openers.current[asking]?.focus());
          }}
        />
      ) : (
        <div className="guardian-page__actions">
          {link.status !== 'confirmed' && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void act('confirm', link)}
            >
              {busy && <Spinner />}
              {busy ? t('page.working') : t('page.confirm')}
            </button>
          )}
          {link.status !== 'withdrawn' && (
            <button
              type="button"
              className="button button--ghost"
              ref={(button) => void (openers.current.withdraw = button)}
              onClick={() => setAsking('withdraw')}
            >
              {t(`page.${wordingOf('withdraw', link)}`)}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost guardian-page__close"
            ref={(button) => void (openers.current.close = button)}
            onClick={() => setAsking('close')}
          >
            {t('page.close')}
          </button>
        </div>
      )}
    </div>
  );
}
