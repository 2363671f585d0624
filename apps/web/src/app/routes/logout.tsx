import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/session/session-context.ts';
import { Splash } from '@/components/ui/splash.tsx';

/** /logout: clears the session, then goes to /. */
export default function Logout() {
  const { logOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    logOut();
    void navigate('/', { replace: true });
  }, [logOut, navigate]);
  return <Splash />;
}
