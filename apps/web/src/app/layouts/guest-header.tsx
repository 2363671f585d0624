import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BriefcaseIcon } from '@/components/ui/icons.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useSession } from '@/lib/session-context.ts';
import { AccountLanguageToggle } from './account-language-toggle.tsx';
import { paths } from '@/lib/paths.ts';

export function GuestHeader() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <header className="guest-header">
      <Logo />
      <nav className="guest-header__nav">
        <Link className="guest-header__link" to={paths.opportunities()}>
          <BriefcaseIcon />
          <span>{t('nav.opportunities')}</span>
        </Link>
        <AccountLanguageToggle />
        {state.status === 'user' ? (
          <Link className="button button--ghost" to={paths.logout}>
            {t('nav.logout')}
          </Link>
        ) : (
          <>
            <Link className="button button--ghost" to={paths.login}>
              {t('nav.login')}
            </Link>
            <Link className="button button--primary" to={paths.register}>
              {t('nav.register')}
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
