import { Outlet } from 'react-router';
import { GuestHeader } from './guest-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Visitors' pages and onboarding: no logged-in header. */
export default function GuestLayout() {
  return (
    <div className="layout layout--guest">
      <GuestHeader />
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
