/** Query keys of the settings feature: one factory, so no key is written twice. */
export const settingsKeys = {
  emailChange: () => ['users', 'email'] as const,
  secondFactors: () => ['users', 'second-factors'] as const,
  sessions: () => ['users', 'sessions'] as const,
  passkeys: () => ['users', 'passkeys'] as const,
  // Not under emailChange(): invalidating the pending change must never ask a single-use link again.
  emailLink: (kind: string, token: string | null) => ['users', 'email-link', kind, token] as const,
};
