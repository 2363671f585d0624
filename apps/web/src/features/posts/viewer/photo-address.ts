import { createContext, useContext } from 'react';

/**
 * The photo a single post's address names (`/noticias/{postId}?foto=N`): SinglePost provides it, and the
 * post's photo grid opens its viewer from it instead of from a state of its own.
 */
export interface PhotoAddress {
  param: string | null;
  set: (index: number | null) => void;
}

export const PhotoAddressContext = createContext<PhotoAddress | null>(null);

export const usePhotoAddress = () => useContext(PhotoAddressContext);
