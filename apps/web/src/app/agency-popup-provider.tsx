import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { notificationsKeys } from '@/features/notifications/notifications-keys.ts';
import { postsKeys } from '@/features/posts/api/posts-keys.ts';
import { AgencyPopupContext, type AgencyRef } from '@/lib/agency-popup-context.ts';

// Loads when an agency's name is first clicked: the pages that show names do not carry the pop-up.
const AgencyPopup = lazy(() =>
  import('@/features/profiles/agency-popup.tsx').then((module) => ({ default: module.AgencyPopup })),
);

/**
 * Lets any feature open the graph feature's agency pop-up by an agency's name (post and comment authors,
 * notification actors: spec §2, §6) without importing it: one dialog for the logged-in pages.
 */
export function AgencyPopupProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [agency, setAgency] = useState<AgencyRef | null>(null);
  return (
    <AgencyPopupContext.Provider value={setAgency}>
      {children}
      <OnceOpened open={agency !== null}>
        <AgencyPopup
          agency={agency}
          onClose={() => setAgency(null)}
          // A blocked agency's posts, comments and notifications disappear from what is shown.
          onBlocked={() => {
            void client.invalidateQueries({ queryKey: postsKeys.all });
            void client.invalidateQueries({ queryKey: notificationsKeys.all });
          }}
        />
      </OnceOpened>
    </AgencyPopupContext.Provider>
  );
}
