import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The screenshot specs (design review, not checks): they run only with SCREENSHOTS=1 and write PNGs to
 * SHOTS_DIR (/tmp/shots).
 */
export const screenshotsEnabled = Boolean(process.env.SCREENSHOTS);
export const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Saves the page as `<name>.png` once fade-ins have settled (`settleMs`). */
export async function shot(
  page: Page,
  name: string,
  { settleMs = 900, fullPage = false }: { settleMs?: number; fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}
