import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoFixture, postFixture } from '@/test/post-fixture.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { PhotoGrid } from './photo-grid-view.tsx';

const photos = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    photoFixture({ id: i + 1, description: i === 1 ? 'Retrato en el estudio' : '' }),
  );

describe('PhotoGrid', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows five of eight photos: two halves, three thirds, the fifth with +3; the rest are not in the grid', () => {
    renderWithProviders(<PhotoGrid photos={photos(8)} author="Luis Gómez" postId={7} />);
    const grid = screen.getByRole('list', { name: 'Fotos' });
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('data-span'))).toEqual(['half', 'half', 'third', 'third', 'third']);
    expect(tiles[4]!.textContent).toContain('+3');
    expect(within(tiles[4]!).getByText('y 3 fotos más')).toBeTruthy();
    expect(within(grid).getAllByRole('img')).toHaveLength(5);
    // The author's description is the alt text; without one, which photo of whose post it is.
    expect(within(grid).getByRole('img', { name: 'Retrato en el estudio' })).toBeTruthy();
    expect(within(grid).getByRole('img', { name: 'Foto 1 de 8 de Luis Gómez' })).toBeTruthy();
    expect(within(grid).getAllByRole('img')[0]!.getAttribute('src')).toBe('/resize/c309x309/photo-1.jpg');
  });

  it('opens the viewer (its own chunk) on the chosen photo; the keyboard moves; Escape returns focus', async () => {
    fakeApi(({ path }) => (path === '/posts/7' ? [200, postFixture({ id: 7, files: photos(8) })] : [404, {}]));
    renderAsUser(<PhotoGrid photos={photos(8)} author="Luis Gómez" postId={7} />);
    const plus = screen.getByRole('button', { name: /Foto 5 de 8 de Luis Gómez/ });
    plus.focus();
    fireEvent.click(plus);
    const viewer = await screen.findByRole('dialog', { name: 'Fotos de Luis Gómez' }, { timeout: 5000 });
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(within(viewer).getByRole('img', { name: 'Foto 5 de 8 de Luis Gómez' })).toBeTruthy();
    expect(within(viewer).getByText('Foto 5 de 8')).toBeTruthy();
    // The viewer listens for keys from an effect: on a busy machine it may not have run when the dialog shows.
    await act(async () => {});

    for (let step = 0; step < 4; step++) fireEvent.keyDown(document, { key: 'ArrowRight' });
    // The last photo: next goes no further (no wrapping round).
    expect(within(viewer).getByText('Foto 8 de 8')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Siguiente' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Anterior' }));
    expect(within(viewer).getByText('Foto 7 de 8')).toBeTruthy();
    for (let step = 0; step < 5; step++) fireEvent.keyDown(document, { key: 'ArrowLeft' });
    // The alt text is on the photo and visible under it.
    expect(within(viewer).getByRole('img', { name: 'Retrato en el estudio' })).toBeTruthy();
    expect(within(viewer).getByText('Retrato en el estudio', { selector: 'p' })).toBeTruthy();
    // Its post beside it: the likes.
    expect(await within(viewer).findByRole('button', { name: /Me gusta la publicación/ })).toBeTruthy();

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(plus);
  });

  it('zooms with the zoom button and a double click, and back', async () => {
    fakeApi(() => [404, {}]);
    renderWithProviders(<PhotoGrid photos={photos(2)} author="Luis Gómez" postId={7} />);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    const viewer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const zoom = within(viewer).getByRole('button', { name: 'Ampliar' });
    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(within(viewer).getByRole('img').style.transform).toContain('scale(2.5)');
    fireEvent.doubleClick(within(viewer).getByRole('img'));
    expect(zoom.getAttribute('aria-pressed')).toBe('false');
  });

  it('a single photo takes the whole width at its own shape', () => {
    renderWithProviders(<PhotoGrid photos={photos(1)} author="Luis Gómez" postId={7} />);
    const tile = screen.getByRole('listitem');
    expect(tile.getAttribute('data-span')).toBe('full');
    // Scaled to the card's width once on the server, not the stored 2,560 px: a tenth of the bytes on a phone.
    const image = within(tile).getByRole('img');
    expect(image.getAttribute('src')).toBe('/resize/w640/photo-1.jpg');
    expect(image.getAttribute('srcset')).toBe('/resize/w1280/photo-1.jpg 2x');
  });
});
