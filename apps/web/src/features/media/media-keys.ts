/** Query keys of the media feature: one factory, so no key is written twice. */
export const mediaKeys = {
  myPhotos: () => ['media', 'my-photos'] as const,
};
