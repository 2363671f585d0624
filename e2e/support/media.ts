import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * A JPEG of about 2 MB: a tinted field of random noise, saved at high quality without chroma
 * subsampling, so it does not compress. Big enough for the upload to take a while when throttled,
 * small enough (and few enough pixels) for the server to process it quickly.
 */
export async function noisyJpeg(tint: [number, number, number], width = 1200, height = 900): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(noise.length);
  for (let i = 0; i < noise.length; i += 1) {
    const value = (tint[i % 3] ?? 0) + ((noise[i] ?? 0) - 128);
    pixels[i] = Math.max(0, Math.min(255, value));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 96, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * Throttles what the page sends (Chromium's network emulation, which paces request bodies), so the
 * progress events of an upload arrive over a second or so instead of all at once on loopback.
 * Answers are not throttled. `release()` lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<{ release(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const emulate = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await cdp.send('Network.enable');
  await emulate(bytesPerSecond);
  return { release: () => emulate(-1).then(() => undefined) };
}

declare global {
  interface Window {
    __uploadProgress?: number[];
    /** The photo a page last handed XMLHttpRequest to PUT, as the browser decodes it (posts.spec.ts). */
    __sentPhoto?: Promise<{ size: number; type: string; width: number; height: number }>;
  }
}

/**
 * Records every value the page's upload progress bars take (aria-valuenow), from the first load on:
 * a MutationObserver sees each change, so the journey can check that the bar moved without sampling
 * it on a timer.
 */
export async function recordUploadProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__uploadProgress = [];
    const read = () => {
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        const value = Number(bar.getAttribute('aria-valuenow'));
        const seen = window.__uploadProgress ?? [];
        if (Number.isFinite(value) && seen[seen.length - 1] !== value) seen.push(value);
      });
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

/** The progress values recorded since the last call (and forgets them). */
export async function takeUploadProgress(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const seen = window.__uploadProgress ?? [];
    window.__uploadProgress = [];
    return seen;
  });
}

/** The claims of the session token the page has stored (localStorage or the browser-session cookie, key `token`). */
export async function storedTokenClaims(page: Page): Promise<Record<string, unknown>> {
  const token = await page.evaluate(
    () =>
      localStorage.getItem('token') ?? decodeURIComponent(/(?:^|;\s*)token=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
  );
  if (!token) throw new Error('no stored session token');
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Marks the current document, so a later check can tell that the page was not reloaded since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__notReloaded = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Record<string, unknown>).__notReloaded === true);
}
