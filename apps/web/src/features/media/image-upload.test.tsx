import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { FakeXhr, installFakeXhr } from '@/test/fake-xhr.ts';
import { renderAsUser } from '@/test/session.tsx';
import { fakeApi, renderWithProviders, useLanguage, type FakeCall } from '@/test/render.tsx';
import { ImageUpload } from './image-upload.tsx';

const self = {
  user: { id: 1, fullname: 'Ana Prueba', profileImage: 'default-profile.jpg', coverImage: 'default-cover.jpg' },
  profile: {},
} as unknown as SelfResponse;

const renderWithSession = (ui: React.ReactElement) => renderAsUser(ui, { self }).session;

const jpeg = (name = 'foto.jpg', size = 4096) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(/Elegir archivo|Choose a file|Elegir otra|Choose another/), {
    target: { files: [file] },
  });
}

const api = (calls: FakeCall[]) => calls.map((c) => `${c.method} ${c.path}`);

describe('ImageUpload', () => {
  installFakeXhr();
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('shows the size and type advice before choosing, and asks for an image first', async () => {
    const calls = fakeApi(() => [500, {}]);
    renderWithSession(<ImageUpload kind="profile" />);
    expect(screen.getByText('No más de 1.200 px de ancho; JPG, PNG o GIF, de 1 KB a 10 MB.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Selecciona una imagen primero');
    expect(calls).toEqual([]);
  });

  it('refuses an SVG, a tiny file and a system file before anything is sent', async () => {
    const calls = fakeApi(() => [500, {}]);
    renderWithSession(<ImageUpload kind="cover" />);
    chooseFile(new File(['<svg/>'.repeat(400)], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toContain('Ese tipo de archivo no está permitido');
    chooseFile(jpeg('mini.jpg', 100));
    expect(screen.getByRole('alert').textContent).toContain('El archivo debe pesar entre 1 KB y 10 MB.');
    chooseFile(jpeg('.oculto.jpg'));
    expect(screen.getByRole('alert').textContent).toContain('Ese archivo no se puede subir');
    expect(calls).toEqual([]);
  });

  it('uploads with a real progress bar, shows processing then success, and stores the new token', async () => {
    let releaseSave: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (releaseSave = resolve));
    const calls = fakeApi(async (call) => {
      if (call.path === '/users/aws-url') {
        return [
          200,
          {
            url: `/uploads/incoming/1/${'a'.repeat(32)}?exp=1&sig=x`,
            filename: 'a'.repeat(32),
            method: 'PUT',
            expiresAt: '',
            maxBytes: 1,
          },
        ];
      }
      await saved;
      return [200, { token: 'new-token', image: 'profile_abc.jpg' }];
    });
    const onDone = vi.fn();
    const session = renderWithSession(<ImageUpload kind="profile" onDone={onDone} />);
    const file = jpeg();
    chooseFile(file);
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', `/uploads/incoming/1/${'a'.repeat(32)}?exp=1&sig=x`, file]);
    expect(xhr.headers['Content-Type']).toBe('image/jpeg');
    // One upload at a time: the controls are locked while the bytes travel.
    expect((screen.getByRole('button', { name: 'Subir imagen' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => xhr.progress(2048, 4096));
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la subida' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Subiendo… 50 %')).toBeTruthy();

    await act(async () => xhr.respond(200));
    await waitFor(() => expect(screen.getByText('Procesando imagen...')).toBeTruthy());
    await act(async () => releaseSave());
    await waitFor(() => expect(screen.getByText('Imagen procesada correctamente')).toBeTruthy());
    expect(session.refresh).toHaveBeenCalledWith('new-token');
    expect(onDone).toHaveBeenCalledWith('new-token', 'profile_abc.jpg');
    expect(api(calls)).toEqual(['POST /users/aws-url', 'PUT /users/profile-image-url']);
    expect(calls[0]!.body).toEqual({ filename: 'foto.jpg', type: 'image/jpeg', image_type: 'profile' });
    expect(calls[1]!.body).toEqual({ filename: 'a'.repeat(32) });
    expect(screen.getByRole('img', { name: 'Imagen guardada' }).getAttribute('src')).toBe(
      '/resize/c340x340/profile_abc.jpg',
    );
  });

  it('shows the spec’s error text and the server’s reason when the file is refused (in English too)', async () => {
    await useLanguage('en');
    fakeApi(async (call) =>
      call.path === '/users/aws-url'
        ? [200, { url: 'https://s3.example/bucket/incoming/1/x', filename: 'b'.repeat(32) }]
        : [
            413,
            {
              error: 'image_too_large',
              message: 'The image has too many pixels (at most 40 megapixels).',
              errors: [],
            },
          ],
    );
    const session = renderWithSession(<ImageUpload kind="cover" />);
    chooseFile(jpeg('huge.png'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    // The token never goes to the store; the language only to our own server.
    expect(FakeXhr.sent[0]!.headers['x-access-token']).toBeUndefined();
    expect(FakeXhr.sent[0]!.headers['Accept-Language']).toBeUndefined();
    await act(async () => FakeXhr.sent[0]!.respond(200));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('Error: the image could not be processed');
    expect(screen.getByRole('alert').textContent).toContain('The image has too many pixels');
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('goes back to the image in use when another screen replaces the one it just uploaded', async () => {
    fakeApi(async (call) =>
      call.path === '/users/aws-url'
        ? [200, { url: `/uploads/incoming/1/${'c'.repeat(32)}?exp=1&sig=x`, filename: 'c'.repeat(32) }]
        : [200, { token: 'new-token', image: 'profile_new.jpg' }],
    );
    // A session that really changes its user, as the app's does when a token is stored.
    let setImage: (image: string) => void = () => undefined;
    function LiveSession({ children }: { children: React.ReactNode }) {
      const [image, setState] = useState('default-profile.jpg');
      setImage = setState;
      const live = { ...self, user: { ...self.user, profileImage: image } } as SelfResponse;
      const session: Session = {
        state: { status: 'user', self: live },
        logIn: vi.fn(),
        refresh: vi.fn(async () => {
          setState('profile_new.jpg');
          return live;
        }),
        logOut: vi.fn(),
      };
      return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
    }
    renderWithProviders(
      <LiveSession>
        <ImageUpload kind="profile" />
      </LiveSession>,
    );
    chooseFile(jpeg());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.respond(200));
    await waitFor(() => expect(screen.getByText('Imagen procesada correctamente')).toBeTruthy());
    expect(screen.getByRole('img', { name: 'Imagen guardada' }).getAttribute('src')).toBe(
      '/resize/c340x340/profile_new.jpg',
    );

    // The change-image modal picks an older photo: the success is no longer news.
    act(() => setImage('profile_old.jpg'));
    expect(screen.queryByText('Imagen procesada correctamente')).toBeNull();
    expect(screen.getByRole('img', { name: 'Imagen actual' }).getAttribute('src')).toBe(
      '/resize/c340x340/profile_old.jpg',
    );
  });
});
