import { TOKEN_STORAGE_KEY } from '@vitrina/contract/constants';

/**
 * The session token lives under the key `token` (spec §9): in localStorage when the user asked to be
 * remembered (survives a browser restart), in sessionStorage otherwise (ends with the tab).
 */
export function readToken(): string | null {
  return sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string, remember?: boolean): void {
  // Without an explicit choice, a refreshed token stays where the current one is.
  const persistent = remember ?? localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  clearToken();
  (persistent ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}
