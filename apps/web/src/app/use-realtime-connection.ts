import { useEffect } from 'react';
import { langOf } from '@/i18n/use-lang.ts';
import i18next from 'i18next';
import { connectRealtime } from '@/lib/socket.ts';

/**
 * Keeps the tab's real-time connection open while a session's pages are shown (the logged-in layout calls
 * it): it closes when they go (logout, a 401, the session ending), so no socket outlives its session.
 */
export function useRealtimeConnection(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    return connectRealtime({ lang: () => langOf(i18next.language) });
  }, [isActive]);
}
