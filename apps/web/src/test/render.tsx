import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { catalogues } from '@/i18n/catalogues.ts';
import { clearCallCache } from '@/lib/use-cached-call.ts';

/** The real catalogues, in the language a test asks for. */
export async function useLanguage(lng: 'es' | 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: catalogues,
      lng,
      fallbackLng: 'es',
      defaultNS: 'common',
      ns: Object.keys(catalogues.es),
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  await i18next.changeLanguage(lng);
}

/**
 * Renders with a fresh query client and a router, as the app does. As the app's client (lib/query-client.ts),
 * it does not ask again when the page shows again (`visibilitychange`); it does not retry either.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  clearCallCache();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a fake API: `answer` gets each call and returns [status, body] (or a promise of
 * it). Every call is recorded.
 */
export function fakeApi(answer: (call: FakeCall) => [number, unknown] | Promise<[number, unknown]>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const [status, body] = await answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
