/** Query keys of the leaving feature: one factory, so no key is written twice. */
export const leavingKeys = {
  dataExport: () => ['users', 'export'] as const,
};
