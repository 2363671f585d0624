import type { ResizeSize } from '@vitrina/contract/media';

/**
 * The bytes of a stored photo as one of /resize's variants (the media module's resizer implements it; app.ts
 * hands it in, since media stands on accounts, which stands on profiles).
 */
export interface CompCardImages {
  /** The variant's JPEG, or null when the name is not an image of ours. */
  read(size: ResizeSize, name: string): Promise<Buffer | null>;
}
