import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { installFakeXhr } from '@/test/fake-xhr.ts';
import { renderAsUser } from '@/test/session.tsx';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { ChangeImageModal } from './change-image-modal.tsx';

const self = {
  user: { id: 1, fullname: 'Ana Prueba', profileImage: 'default-profile.jpg', coverImage: 'default-cover.jpg' },
  profile: {},
} as unknown as SelfResponse;

const renderWithSession = (ui: React.ReactElement) => renderAsUser(ui, { self }).session;

describe('ChangeImageModal', () => {
  installFakeXhr();
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('picks one of my photos from a radio list and confirms; the new token is stored', async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/users/me/photos')
        ? [
            200,
            {
              rows: [
                { filename: 'cover_b.jpg', kind: 'cover', width: 900, height: 300, createdAt: '2025-03-02T10:00:00Z' },
                {
                  filename: 'profile_a.jpg',
                  kind: 'profile',
                  width: 640,
                  height: 480,
                  createdAt: '2025-03-01T10:00:00Z',
                },
              ],
              count: 2,
            },
          ]
        : [200, { token: 'picked-token', image: 'profile_a.jpg' }],
    );
    const onDone = vi.fn();
    const session = renderWithSession(
      <ChangeImageModal kind="profile" open onClose={() => undefined} onDone={onDone} />,
    );
    expect(screen.getByRole('heading', { name: 'Cambiar foto de perfil' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Elegir de mis fotos' }));
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Elige una foto de la lista.');

    fireEvent.click(radios[1]!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    await waitFor(() => expect(session.refresh).toHaveBeenCalledWith('picked-token'));
    expect(onDone).toHaveBeenCalledWith('picked-token', 'profile_a.jpg');
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/users/modalChangeImage',
      body: { filename: 'profile_a.jpg', type: 'profile' },
    });
  });
});
