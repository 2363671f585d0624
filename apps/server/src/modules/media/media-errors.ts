import type { MediaErrorCode } from '@vitrina/contract/media-errors';
import { AppError } from '../../http/app-error.ts';

/** An AppError for a media code, naming the field at fault; `size` below the minimum is a 400 (nothing is too large). */
export function mediaError(code: MediaErrorCode, options: { tooSmall?: boolean; field?: string } = {}): AppError {
  return new AppError(code, {
    fields: [{ field: options.field ?? 'filename', code }],
    ...(code === 'size' && options.tooSmall ? { status: 400 as const } : {}),
  });
}
