import type { Page } from '@playwright/test';

/**
 * What the browser's console said on a page: warnings, errors and uncaught exceptions, each with where it
 * happened. `expected` lets through the one failed request a page asks for on purpose and shows as a
 * state, by its path and status; Chromium logs it as a failed resource all the same.
 */
export function watchConsole(page: Page, expected: Record<string, number> = {}): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    const where = new URL(page.url()).pathname;
    const status = expected[where];
    if (
      status &&
      message.text().startsWith(`Failed to load resource: the server responded with a status of ${status} `)
    ) {
      return;
    }
    said.push(`${message.type()} on ${where}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return said;
}
