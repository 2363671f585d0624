/** Query keys of the push feature: one factory, so no key is written twice. */
export const pushKeys = {
  devices: () => ['push', 'devices'] as const,
};
