import { createContext, useContext } from 'react';

/** The agency a name refers to: enough to title the pop-up while it loads. */
export interface AgencyRef {
  id: number;
  fullname: string;
}

/**
 * Opens the agency pop-up (spec §2, §6: an agency author's name opens it; agencies have no profile page).
 * The graph feature owns the pop-up and other features only name an agency, so app/ provides the opener;
 * null where nothing provides it (the name stays plain text).
 */
export const AgencyPopupContext = createContext<((agency: AgencyRef) => void) | null>(null);

export function useOpenAgency(): ((agency: AgencyRef) => void) | null {
  return useContext(AgencyPopupContext);
}
