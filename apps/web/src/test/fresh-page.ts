import type { Window } from 'happy-dom';
import { vi } from 'vitest';

/** The address a new happy-dom page starts on (Vitest's default). */
export const START_URL = 'http://localhost:3000/';

/**
 * Leaves the page as a new one would be: what a test file can change of it outside React (the address, the
 * document, storage, cookies, fake timers, stubbed globals). Test files share one page (isolate: false).
 */
export function freshPage(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // First the address: a link a test clicked (a download's object URL) moves a happy-dom page to its own, where
  // the cookies of this one cannot be read.
  if (location.href !== START_URL) (window as unknown as Window).happyDOM.setURL(START_URL);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
