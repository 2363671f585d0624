/** Query keys of the settings feature: one factory, so no key is written twice. */
export const settingsKeys = {
  dataExport: () => ['users', 'export'] as const,
  emailChange: () => ['users', 'email'] as const,
  emailLink: (kind: string, token: string | null) => ['users', 'email', kind, token] as const,
};
