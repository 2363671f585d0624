/** Query keys of the settings feature: one factory, so no key is written twice. */
export const settingsKeys = {
  dataExport: () => ['users', 'export'] as const,
};
