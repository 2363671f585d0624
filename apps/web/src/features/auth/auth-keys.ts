/** Query keys of the auth feature: one factory, so no key is written twice. */
export const authKeys = {
  publicConfig: () => ['public-config'] as const,
  confirmation: (token: string | null) => ['users', 'confirmation', token] as const,
  recovery: (token: string | undefined) => ['users', 'recover', token] as const,
};
