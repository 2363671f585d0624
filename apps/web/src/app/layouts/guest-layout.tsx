import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { GuestHeader } from './guest-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Visitors' pages and onboarding: no logged-in header. */
export default function GuestLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className="layout layout--guest">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <GuestHeader />
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
