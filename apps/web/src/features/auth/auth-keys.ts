/** Cache keys of the auth feature: one factory, so no key is written twice. */
export const authKeys = {
  publicConfig: () => 'public-config',
  confirmation: (token: string) => `users/confirmation/${token}`,
  recovery: (token: string) => `users/recover/${token}`,
};
