import { resizeUrl } from '@vitrina/contract/media-rules';

/** A profile cover's sources: the header's image and the early preload (app/early-calls.ts) must match. */
export function coverSources(coverImage: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: resizeUrl(coverImage, 'c1200x400'),
    srcSet: `${resizeUrl(coverImage, 'c636x244')} 636w, ${resizeUrl(coverImage, 'c1200x400')} 1200w`,
    sizes: '(max-width: 700px) 100vw, 1180px',
  };
}
