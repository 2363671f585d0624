import type { QueryClient } from '@tanstack/react-query';
import type { PersonPage, PopupResponse, ProfileResponse } from '@vitrina/contract/graph';
import { graphKeys } from './graph-keys.ts';

/** A person's follow state changed: their profile, their pop-up and every card of them say so at once. */
export function setFollowState(client: QueryClient, id: number, following: boolean, followersCount?: number): void {
  client.setQueriesData<ProfileResponse>({ queryKey: graphKeys.profiles() }, (data) =>
    data && data.user.id === id
      ? { ...data, user: { ...data.user, following, followersCount: followersCount ?? data.user.followersCount } }
      : data,
  );
  client.setQueryData<PopupResponse>(graphKeys.popup(id), (data) =>
    data ? { ...data, user: { ...data.user, following } } : data,
  );
  client.setQueriesData<PersonPage>({ queryKey: graphKeys.people() }, (data) =>
    data ? { ...data, rows: data.rows.map((row) => (row.id === id ? { ...row, following } : row)) } : data,
  );
}
