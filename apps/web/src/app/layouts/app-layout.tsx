import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageToggle } from '@/components/ui/language-toggle.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useSelf } from '@/features/session/session-context.ts';
import { SiteFooter } from './site-footer.tsx';

/** Logged-in pages. The full header of spec §2 (search, dropdowns, account menu) arrives with the accounts issue. */
export default function AppLayout() {
  const { t } = useTranslation();
  const self = useSelf();
  return (
    <div className="layout layout--app">
      <header className="app-header">
        <Logo to="/noticias" />
        <nav className="app-header__nav" aria-label={t('nav.main')}>
          <NavLink to="/noticias">{t('nav.news')}</NavLink>
          <NavLink to="/explorar">{t('nav.explore')}</NavLink>
          <NavLink to="/conversaciones">{t('nav.conversations')}</NavLink>
          <NavLink to="/notificaciones">{t('nav.notifications')}</NavLink>
          {self?.user.type === 'agencia' && <NavLink to="/talentos">{t('nav.talents')}</NavLink>}
        </nav>
        <div className="app-header__end">
          <LanguageToggle />
          <Link className="button button--ghost" to="/user">
            {t('nav.settings')}
          </Link>
          <Link className="button button--ghost" to="/logout">
            {t('nav.logout')}
          </Link>
        </div>
      </header>
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
