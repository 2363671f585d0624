import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/test/fake-xhr.ts';
import { postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { AddPhotos } from './add-photos-dialog.tsx';

const idOf = (n: number) => String(n).repeat(32);

/** aws-url answers a new upload id each time; media/complete answers at once. */
function uploadApi() {
  let next = 0;
  return fakeApi((call) => {
    if (call.path === '/posts/aws-url') {
      const id = idOf(++next);
      return [200, { url: `/uploads/${id}`, filename: id, method: 'PUT', expiresAt: '', maxBytes: 1 }];
    }
    if (call.path === '/media/complete') return [200, { filename: 'p.jpg', type: 'PHOTO' }];
    if (call.path === '/posts') return [200, postFixture({ id: 70, isOwner: true })];
    return [404, { error: 'not_found', message: '', errors: [] }];
  });
}

const photo = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('AddPhotos', () => {
  installFakeXhr();
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('uploads one photo after the other, refuses a system file, flags big photos, then publishes them', async () => {
    const calls = uploadApi();
    renderAsUser(<AddPhotos profileUrl="ana" />);
    const opener = screen.getByRole('button', { name: 'Añadir fotos' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Añadir fotos' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Elegir fotos'), {
      target: { files: [photo('uno.jpg', 2048), photo('Thumbs.db', 2048), photo('dos.jpg', 2 * 1024 * 1024)] },
    });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['active', 'error', 'active']);
    expect(within(rows[1]!).getByText(/Ese archivo no se puede subir/)).toBeTruthy();
    expect(within(rows[1]!).queryByRole('progressbar')).toBeNull();
    expect(within(rows[2]!).getByText('Pesa más de 1 MB: se comprimirá.')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/se comprimirá/)).toBeNull();

    // Only the first travels; the second waits its turn.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe(`/uploads/${idOf(1)}`);
    expect(within(rows[2]!).getByText('Esperando su turno…')).toBeTruthy();
    expect(within(rows[2]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    const publish = within(dialog).getByRole('button', { name: 'Publicar fotos' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);

    act(() => FakeXhr.sent[0]!.progress(30, 100));
    expect(within(rows[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    await act(async () => FakeXhr.sent[0]!.respond(200));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(rows[0]!.getAttribute('data-state')).toBe('success');
    expect(FakeXhr.sent[1]!.url).toBe(`/uploads/${idOf(2)}`);
    expect(
      calls.filter((c) => c.path === '/posts/aws-url').map((c) => (c.body as { filename: string }).filename),
    ).toEqual(['uno.jpg', 'dos.jpg']);
    expect(publish.disabled).toBe(true);

    await act(async () => FakeXhr.sent[1]!.respond(200));
    await waitFor(() => expect(publish.disabled).toBe(false));

    fireEvent.change(within(dialog).getByLabelText('Texto (opcional)'), { target: { value: 'Sesión de fotos' } });
    await act(async () => fireEvent.click(publish));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/posts').map((c) => c.body)).toEqual([
      {
        description: 'Sesión de fotos',
        files: [
          { filename: idOf(1), description: '' },
          { filename: idOf(2), description: '' },
        ],
        videoUrl: '',
      },
    ]);
    expect(document.activeElement).toBe(opener);
  });

  it('needs at least one photo to publish', async () => {
    const calls = uploadApi();
    renderAsUser(<AddPhotos profileUrl="ana" />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir fotos' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publicar fotos' })));
    expect(screen.getByText('Añade al menos una foto y espera a que se procese.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
