import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session-context.ts';
import { Splash } from '@/components/ui/splash.tsx';
import { paths } from '@/lib/paths.ts';

/** /logout: ends the session (on the server too), then goes to /. */
export default function Logout() {
  const { logOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void logOut();
    void navigate(paths.landing, { replace: true });
  }, [logOut, navigate]);
  return <Splash />;
}
