import { Outlet } from 'react-router';
import { GuestHeader } from './guest-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Legal pages: the same for everyone, the logged-in header hidden (spec §2). */
export default function StaticLayout() {
  return (
    <div className="layout layout--static">
      <GuestHeader />
      <main className="layout__main layout__main--reading" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
