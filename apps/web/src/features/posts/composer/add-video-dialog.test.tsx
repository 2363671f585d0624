import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { AddVideo } from './add-video-dialog.tsx';

describe('AddVideo', () => {
  beforeEach(async () => {
    await useLanguage('es');
  });
  afterEach(() => cleanup());

  it('previews a pasted YouTube link and publishes a video post with the optional text', async () => {
    const calls = fakeApi(() => [200, postFixture({ id: 80, isOwner: true })]);
    renderAsUser(<AddVideo profileUrl="ana" />);
    const opener = screen.getByRole('button', { name: 'Añadir video' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Añadir un video' });
    const publish = within(dialog).getByRole('button', { name: 'Publicar video' });

    await act(async () => fireEvent.click(publish));
    expect(within(dialog).getByText('Pega el enlace de un video de YouTube.')).toBeTruthy();

    const link = within(dialog).getByLabelText('Enlace de YouTube');
    fireEvent.change(link, { target: { value: 'https://vimeo.com/12' } });
    expect(within(dialog).queryByTitle('Vista previa del video')).toBeNull();
    await act(async () => fireEvent.click(publish));
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reproducir: Vista previa del video' }));
    expect(within(dialog).getByTitle('Vista previa del video').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    fireEvent.change(within(dialog).getByLabelText('Texto (opcional)'), { target: { value: 'Mi actuación' } });
    await act(async () => fireEvent.click(publish));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/posts',
        { description: 'Mi actuación', files: [], videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      ],
    ]);
    expect(document.activeElement).toBe(opener);
  });
});
