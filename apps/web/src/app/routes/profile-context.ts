import { useOutletContext } from 'react-router';
import type { ProfileResponse } from '@vitrina/contract/graph';

/** What the profile layout hands its tabs: the profile it loaded. */
export interface ProfileOutlet {
  profile: ProfileResponse;
}

export function useProfileOutlet(): ProfileOutlet {
  return useOutletContext<ProfileOutlet>();
}
