import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysEndpoints as endpoints } from '@vitrina/contract/endpoints/passkeys';
import { call } from '@/lib/api-client.ts';
import { createPasskey } from '@/lib/passkey-browser.ts';
import { settingsKeys } from './settings-keys.ts';

/** GET /users/passkeys → my passkeys: name, added, last used. */
export function usePasskeys() {
  return useQuery({ queryKey: settingsKeys.passkeys(), queryFn: () => call(endpoints.list) });
}

/** A change of passkeys refreshes the list and the factors' state (the recovery codes depend on it). */
function usePasskeyChange<T, V>(mutationFn: (input: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys() });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.secondFactors() });
    },
  });
}

/**
 * Options from the server, the browser makes the passkey, then POST /users/passkeys { name, response } → the
 * passkey and, for the first factor, the recovery codes (shown once). Throws PasskeyBrowserError or ApiError.
 */
export const useAddPasskey = () =>
  usePasskeyChange(async (name: string) => {
    const { options } = await call(endpoints.registrationOptions);
    const response = await createPasskey(options);
    return call(endpoints.register, { body: { name, response } });
  });

/** PUT /users/passkeys/:id { name }. */
export const useRenamePasskey = () =>
  usePasskeyChange(({ id, name }: { id: number; name: string }) =>
    call(endpoints.rename, { params: { id }, body: { name } }),
  );

/** DELETE /users/passkeys/:id → 204; with no factor left the recovery codes go too. */
export const useRemovePasskey = () => usePasskeyChange((id: number) => call(endpoints.remove, { params: { id } }));
