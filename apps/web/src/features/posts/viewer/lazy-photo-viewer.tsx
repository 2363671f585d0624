import { lazy } from 'react';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import type { PhotoViewerProps } from './viewer-rules.ts';

const load = () => import('./photo-viewer.tsx');
const PhotoViewer = lazy(load);

/** Starts the viewer's download early (a pointer over a photo, a photo focused): the open rarely waits. */
export function preloadPhotoViewer(): void {
  void load().catch(() => undefined);
}

/** The viewer as its own chunk, fetched on the first open: the feed's first load carries none of it. */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  return (
    <OnceOpened open={props.index !== null}>
      <PhotoViewer {...props} />
    </OnceOpened>
  );
}
