import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session-context.ts';
import { useOpenEmailLink, type EmailLinkKind } from './open-email-link.ts';
import { settingsKeys } from './settings-keys.ts';
import './settings.css';

const titles = { confirmation: 'confirmedTitle', undo: 'undoneTitle', authorization: 'authorizedTitle' } as const;
const texts = { confirmation: 'confirmed', undo: 'undone', authorization: 'authorized' } as const;

/**
 * The pages the e-mail change's links open (/user/email/<kind>#<token>), for anyone, logged in or not: the
 * link is used once, then the outcome is told. An undo ended every session, so this tab's ends too and the
 * page offers a new password; a confirmation refreshes the shown account.
 */
export function EmailLinkOutcome({ kind }: { kind: EmailLinkKind }) {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')) || null);
  const link = useOpenEmailLink(kind, token);
  const session = useSession();
  const queryClient = useQueryClient();
  const loggedIn = session.state.status === 'user';
  const heading = useRef<HTMLHeadingElement>(null);
  const email = link.data?.email;

  useEffect(() => {
    if (!email) return;
    heading.current?.focus();
    void queryClient.invalidateQueries({ queryKey: settingsKeys.emailChange() });
    if (!loggedIn) return;
    // The server ended every session on an undo; forget this one here as well.
    if (kind === 'undo') void session.logOut().catch(() => undefined);
    else void session.refresh().catch(() => undefined);
    // Once per outcome: the session changes identity as it logs out or refreshes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);

  if (!token || link.isError) {
    return (
      <>
        <h1 className="settings-card__title email-link__title">{t('emailLink.failedTitle')}</h1>
        <Alert tone="error">{link.isError ? apiErrorText(link.error) : apiErrorText(null)}</Alert>
        <p>
          <Link className="button button--primary" to={loggedIn ? paths.userSettings : paths.login}>
            {loggedIn ? t('emailLink.toSettings') : t('emailLink.toLogin')}
          </Link>
        </p>
      </>
    );
  }
  if (!email) {
    return (
      <p className="working" role="status">
        <Spinner /> {t('emailLink.working')}
      </p>
    );
  }
  return (
    <>
      <h1 className="settings-card__title email-link__title" tabIndex={-1} ref={heading}>
        {t(`emailLink.${titles[kind]}`)}
      </h1>
      <Alert tone={kind === 'undo' ? 'warning' : 'success'}>{t(`emailLink.${texts[kind]}`, { email })}</Alert>
      <p>
        {kind === 'undo' ? (
          <Link className="button button--primary" to={paths.forgot}>
            {t('emailLink.newPassword')}
          </Link>
        ) : (
          <Link className="button button--primary" to={loggedIn ? paths.userSettings : paths.login}>
            {loggedIn ? t('emailLink.toSettings') : t('emailLink.toLogin')}
          </Link>
        )}
      </p>
    </>
  );
}
