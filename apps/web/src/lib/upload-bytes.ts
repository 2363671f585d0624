import type { ErrorBody } from '@vitrina/contract/errors';
import { ApiError } from './api-client.ts';

export interface UploadBytesOptions {
  /** Called as bytes leave the browser, with a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Sent to our own server (relative URLs) so its errors come back in the user's language. */
  language?: string;
}

/**
 * PUTs a file to the URL from aws-url, with real progress: XMLHttpRequest is the one browser API that
 * reports upload progress (fetch does not). A relative URL is our own server (local storage); an
 * absolute one is the S3-compatible store. No session token travels: the URL's signature is the permit.
 * Failures are ApiErrors (status 0 and code `network` when the connection broke).
 */
export function uploadBytes(url: string, file: Blob, options: UploadBytesOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    if (url.startsWith('/') && options.language) xhr.setRequestHeader('Accept-Language', options.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve();
        return;
      }
      let body: Partial<ErrorBody> = {};
      try {
        body = JSON.parse(xhr.responseText) as Partial<ErrorBody>;
      } catch {
        // An S3 store answers XML; the status says enough.
      }
      const code = body.error ?? (xhr.status === 413 ? 'size' : xhr.status === 403 ? 'upload_url_invalid' : 'internal');
      reject(new ApiError(xhr.status, { error: code, message: body.message ?? '', errors: body.errors ?? [] }));
    };
    xhr.onerror = () => reject(new ApiError(0, { error: 'network', message: '', errors: [] }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
