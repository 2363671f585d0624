import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AgencyPopup } from '@/features/profiles/agency-popup.tsx';
import { notificationsKeys } from '@/features/notifications/notifications-keys.ts';
import { postsKeys } from '@/features/posts/api/posts-keys.ts';
import { AgencyPopupContext, type AgencyRef } from '@/lib/agency-popup-context.ts';

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
      <AgencyPopup
        agency={agency}
        onClose={() => setAgency(null)}
        // A blocked agency's posts, comments and notifications disappear from what is shown.
        onBlocked={() => {
          void client.invalidateQueries({ queryKey: postsKeys.all });
          void client.invalidateQueries({ queryKey: notificationsKeys.all });
        }}
      />
    </AgencyPopupContext.Provider>
  );
}
