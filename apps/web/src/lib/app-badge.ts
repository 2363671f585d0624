import { useEffect } from 'react';

/**
 * The unread count on the installed app's icon (Badging API: Chromium desktop and Android, Safari on iOS
 * home-screen apps); elsewhere nothing happens. Cleared at zero and when the layout goes (logging out).
 */
export function useAppBadge(count: number): void {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    done.catch(() => undefined);
  }, [count]);
  useEffect(
    () => () => {
      if ('clearAppBadge' in navigator) navigator.clearAppBadge().catch(() => undefined);
    },
    [],
  );
}
