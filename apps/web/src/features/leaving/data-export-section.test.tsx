import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@vitrina/contract/data-export';
import { clearToken, writeToken } from '@/lib/token-store.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { DATA_EXPORT_POLL_MS } from './get-data-export.ts';

// 12 February 2026, noon (local time): every date below is read from it.
const NOW = new Date(2026, 1, 12, 12);
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

function exportOf(overrides: Partial<DataExport>): DataExport {
  return {
    status: 'pending',
    requestedAt: at(0),
    readyAt: null,
    expiresAt: null,
    downloadUrl: null,
    size: null,
    nextRequestAt: at(24),
    ...overrides,
  };
}

const ready = exportOf({
  status: 'ready',
  readyAt: at(0),
  expiresAt: at(7 * 24),
  downloadUrl: '/api/users/export/archive',
  size: 1_572_864,
});

const section = () => screen.getByRole('region', { name: 'Descargar mis datos' });
const requestButton = () => screen.getByRole('button', { name: 'Pedir mis datos' });
const status = () => screen.getByRole('status');

/** Lets queued timers and the answers they wait for run (fake timers). */
async function tick(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // The answer's rendering is itself batched on a timer.
    await vi.advanceTimersByTimeAsync(10);
  });
}

describe('DataExportSection', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says what the archive holds, how it comes and how often, and offers the request', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    fakeApi(() => [200, { export: null }]);
    renderSectionAlone();
    const text = section().textContent;
    expect(text).toContain('tu cuenta y tu perfil, tus categorías, tus publicaciones con sus fotos y documentos');
    expect(text).toContain('tus mensajes, tus notificaciones y los reportes que hiciste');
    expect(text).toContain('tus datos en JSON y los archivos originales');
    expect(text).toContain('lo descargas aquí, con tu sesión iniciada, durante una semana');
    expect(text).toContain('Puedes pedir una copia al día');
    await waitFor(() => expect(requestButton().hasAttribute('disabled')).toBe(false));
    expect(status().textContent).toBe('');
  });

  it('requests, says it is preparing, asks again every few seconds and offers the download when ready', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let stage: 'none' | 'pending' | 'ready' = 'none';
    let pendingReads = 0;
    const calls = fakeApi((call) => {
      if (call.method === 'POST') {
        stage = 'pending';
        return [202, { export: exportOf({}) }];
      }
      if (stage === 'pending' && ++pendingReads > 1) stage = 'ready';
      return [200, { export: stage === 'none' ? null : stage === 'pending' ? exportOf({}) : ready }];
    });
    renderSectionAlone();
    await tick();
    requestButton().focus();
    fireEvent.click(requestButton());
    await tick();

    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/users/export', body: undefined },
    ]);
    expect(status().textContent).toContain('Estamos preparando tu copia');
    // The button waits a day; focus went to what it said rather than to the page.
    expect(requestButton().hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(status());
    expect(section().textContent).toContain('Podrás pedir otra copia a partir del 13 de febrero de 2026');

    await tick(DATA_EXPORT_POLL_MS);
    expect(status().textContent).toContain('Estamos preparando tu copia');
    await tick(DATA_EXPORT_POLL_MS);
    expect(status().textContent).toContain('Tu copia está lista');
    expect(status().textContent).toContain('Puedes descargarlo hasta el 19 de febrero de 2026');
    expect(screen.getByRole('button', { name: 'Descargar mis datos (1,50\u00a0MB)' })).toBeTruthy();

    // Ready: no more asking.
    const reads = calls.length;
    await tick(DATA_EXPORT_POLL_MS * 3);
    expect(calls.length).toBe(reads);
  });

  it('shows the refusal of a second request the same day, in the catalogue’s words', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    fakeApi((call) =>
      call.method === 'POST' ? [429, { error: 'export_too_soon', message: 'x', errors: [] }] : [200, { export: null }],
    );
    renderSectionAlone();
    await waitFor(() => expect(requestButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(requestButton());
    await waitFor(() =>
      expect(status().textContent).toContain(
        'Ya pediste una copia de tus datos hoy. Puedes pedir otra 24 horas después de la anterior.',
      ),
    );
  });

  it('says when the next request is allowed while the last copy is ready, and keeps the button disabled', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    fakeApi(() => [200, { export: ready }]);
    renderSectionAlone();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Descargar mis datos/ })).toBeTruthy());
    const button = requestButton();
    expect(button.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(note?.textContent).toMatch(/^Podrás pedir otra copia a partir del 13 de febrero de 2026(,| a las) 12:00\.$/);
  });

  it('says a failed copy failed and lets the person ask again at once', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const calls = fakeApi((call) =>
      call.method === 'POST' ? [202, { export: exportOf({}) }] : [200, { export: exportOf({ status: 'failed' }) }],
    );
    renderSectionAlone();
    await waitFor(() => expect(status().textContent).toBe('No pudimos preparar tu copia. Puedes pedirla de nuevo.'));
    expect(requestButton().hasAttribute('disabled')).toBe(false);
    expect(section().textContent).not.toContain('Podrás pedir otra copia');
    fireEvent.click(requestButton());
    await waitFor(() => expect(status().textContent).toContain('Estamos preparando tu copia'));
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
  });

  it('says an expired link expired, with its date, and offers a new request', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    fakeApi(() => [
      200,
      {
        export: exportOf({
          status: 'expired',
          requestedAt: at(-8 * 24),
          readyAt: at(-8 * 24),
          expiresAt: at(-24),
          nextRequestAt: at(-7 * 24),
          size: 2048,
        }),
      },
    ]);
    renderSectionAlone();
    await waitFor(() =>
      expect(status().textContent).toBe('Tu última copia caducó el 11 de febrero de 2026. Si la necesitas, pide otra.'),
    );
    expect(screen.queryByRole('button', { name: /^Descargar mis datos/ })).toBeNull();
    expect(requestButton().hasAttribute('disabled')).toBe(false);
  });

  it('speaks English too', async () => {
    await useLanguage('en');
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    fakeApi(() => [200, { export: ready }]);
    renderSectionAlone();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data (1.50\u00a0MB)' })).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Download my data' }).textContent).toContain(
      'You can download it until February 19, 2026',
    );
    expect(screen.getByRole('button', { name: 'Request my data' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('DataExportSection download', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('fetches the archive with the session and saves it, never through a plain link', async () => {
    writeToken('my-session-token', true);
    const saved: Array<{ name: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:archive');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    fakeApi((call) => (call.path === '/users/export/archive' ? [200, 'zip-bytes'] : [200, { export: ready }]));
    renderSectionAlone();
    const save = await screen.findByRole('button', { name: /^Descargar mis datos/ });
    expect(screen.queryByRole('link', { name: /^Descargar mis datos/ })).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual([{ name: 'vitrina-datos.zip', href: 'blob:archive' }]));
    const downloads = vi.mocked(fetch).mock.calls.filter(([input]) => String(input) === '/api/users/export/archive');
    expect(downloads).toHaveLength(1);
    expect((downloads[0]![1]?.headers as Record<string, string>)['x-access-token']).toBe('my-session-token');
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    clearToken();
  });

  it('shows a refused download in the catalogue’s words', async () => {
    fakeApi((call) =>
      call.path === '/users/export/archive'
        ? [404, { error: 'not_found', message: 'x', errors: [] }]
        : [200, { export: ready }],
    );
    renderSectionAlone();
    fireEvent.click(await screen.findByRole('button', { name: /^Descargar mis datos/ }));
    await waitFor(() => expect(status().textContent).toContain('No encontramos'));
  });

  it('is brought into view and focused when the e-mail’s link lands on it', async () => {
    window.history.replaceState(null, '', '/user/settings#mis-datos');
    fakeApi(() => [200, { export: null }]);
    renderSectionAlone();
    await waitFor(() => expect(document.activeElement).toBe(section()));
  });
});

function renderSectionAlone() {
  renderWithProviders(<DataExportSection />);
}
