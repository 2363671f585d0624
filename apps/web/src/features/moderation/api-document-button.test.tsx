import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as saveBlobModule from '@/lib/save-blob.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { ApiDocumentButton } from './api-document-button.tsx';

describe('the moderation calls’ own API document', () => {
  let saveBlob: MockInstance<typeof saveBlobModule.saveBlob>;
  beforeEach(async () => {
    saveBlob = vi.spyOn(saveBlobModule, 'saveBlob').mockReturnValue(undefined);
    await useLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    saveBlob.mockRestore();
  });

  it('saves the document the server answers as a JSON file', async () => {
    const document = { openapi: '3.0.3', info: { title: 'Vitrina moderation API', version: '1.0.0' }, paths: {} };
    fakeApi(({ method, path }) => (method === 'GET' && path === '/moderation/docs' ? [200, document] : [404, {}]));
    renderWithProviders(<ApiDocumentButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the API document' }));
    await vi.waitFor(() => expect(saveBlob).toHaveBeenCalledOnce());
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('vitrina-moderation-openapi.json');
    expect(JSON.parse(await blob.text())).toEqual(document);
  });

  it('says so in the reader’s language when the download fails', async () => {
    useLanguage('es');
    fakeApi(() => [500, { error: 'internal', message: 'x', errors: [] }]);
    renderWithProviders(<ApiDocumentButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el documento de la API' }));
    expect(await screen.findByText('No pudimos descargar el documento. Inténtalo de nuevo.')).toBeTruthy();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
