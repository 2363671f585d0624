import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { ApiDocumentButton } from './api-document-button.tsx';

// The file as the browser would save it: the blob behind the link's object URL, and the link's name. Not a mock of
// save-blob.ts: test files share their modules (isolate: false), and another file may have loaded the real one.
let saved: Array<{ blob: Blob; name: string }> = [];
const { createObjectURL, revokeObjectURL } = URL;
let click: { mockRestore(): void } | undefined;

describe('the moderation calls’ own API document (issue 28)', () => {
  beforeEach(() => {
    useLanguage('en');
    saved = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs.get(this.href)!, name: this.download });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    // This spy only: restoring every mock would reset other files' module-level fakes (shared modules).
    click?.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('saves the document the server answers as a JSON file', async () => {
    const document = { openapi: '3.0.3', info: { title: 'Vitrina moderation API', version: '1.0.0' }, paths: {} };
    fakeApi(({ method, path }) => (method === 'GET' && path === '/moderation/docs' ? [200, document] : [404, {}]));
    renderWithProviders(<ApiDocumentButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the API document' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(saved[0]!.name).toBe('vitrina-moderation-openapi.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(document);
  });

  it('says so in the reader’s language when the download fails', async () => {
    useLanguage('es');
    fakeApi(() => [500, { error: 'internal', message: 'x', errors: [] }]);
    renderWithProviders(<ApiDocumentButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el documento de la API' }));
    expect(await screen.findByText('No pudimos descargar el documento. Inténtalo de nuevo.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
