/** Query keys of the session feature: the current user, per session token. */
export const sessionKeys = {
  self: (token: string | null) => ['users', 'self', token] as const,
};
