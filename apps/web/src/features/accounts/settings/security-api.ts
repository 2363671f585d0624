import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorsEndpoints as endpoints } from '@vitrina/contract/endpoints/second-factors';
import { call } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session-context.ts';
import { settingsKeys } from './settings-keys.ts';

/** GET /users/second-factors → whether the authenticator app is on and how many recovery codes are left. */
export function useSecondFactors() {
  return useQuery({ queryKey: settingsKeys.secondFactors(), queryFn: () => call(endpoints.state) });
}

/** GET /users/sessions → my open sessions, with the factor that opened each. */
export function useOwnSessions() {
  return useQuery({ queryKey: settingsKeys.sessions(), queryFn: () => call(endpoints.sessions) });
}

/** Every change answers something shown once (a key, codes) and then refreshes the state, never caching those. */
function useFactorChange<T, V>(mutationFn: (input: V) => Promise<T>) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.secondFactors() });
      // users/self says who must have a factor: a gate, a banner or the offer may have gone with this change.
      void session.refresh();
    },
  });
}

/** POST /users/second-factors/totp → the key as text, URI and QR code; 409 totp_activo. */
export const useStartTotp = () => useFactorChange(() => call(endpoints.startTotp));
/** POST …/totp/confirmation { code } → the recovery codes, shown once. */
export const useConfirmTotp = () => useFactorChange((code: string) => call(endpoints.confirmTotp, { body: { code } }));
/** POST …/totp/removal { code } → 204. */
export const useDisableTotp = () => useFactorChange((code: string) => call(endpoints.disableTotp, { body: { code } }));
/** POST /users/second-factors/recovery-codes { code } → new codes (the old ones stop working). */
export const useRegenerateRecoveryCodes = () =>
  useFactorChange((code: string) => call(endpoints.regenerateRecoveryCodes, { body: { code } }));
