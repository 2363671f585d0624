import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ShareDialog } from './share-dialog.tsx';

describe('ShareDialog', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the profile link to copy and the server’s QR code, and downloads it as PNG (es)', async () => {
    useLanguage('es');
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    const calls = fakeApi(({ path }) => (path.startsWith('/users/ana-lopez/qr/') ? [200, {}] : [404, {}]));
    renderAsUser(<ShareDialog open onClose={() => undefined} profileUrl="ana-lopez" name="Ana López" />);
    const dialog = screen.getByRole('dialog', { name: 'Compartir el perfil de Ana López' });
    const link = within(dialog).getByLabelText('Enlace al perfil') as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/profile/ana-lopez?ref=share`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(dialog).findByText('Enlace copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/profile/ana-lopez?ref=share`);
    const qr = await within(dialog).findByRole('img', { name: 'Código QR del perfil de Ana López' });
    expect(qr.getAttribute('src')).toBe('blob:qr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar QR (PNG)' }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/ana-lopez/qr/png'));
    expect(calls[0]!.path).toBe('/users/ana-lopez/qr/svg');
  });

  it('says so in English when the QR code cannot be had', async () => {
    useLanguage('en');
    fakeApi(() => [404, { error: 'not_found', message: 'Not found', errors: [] }]);
    renderAsUser(<ShareDialog open onClose={() => undefined} profileUrl="ana-lopez" name="Ana López" />);
    const dialog = screen.getByRole('dialog', { name: 'Share Ana López’s profile' });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});
