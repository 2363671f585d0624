import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoFixture } from '@/test/post-fixture.ts';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { PhotoGrid } from './photo-grid-view.tsx';

const photos = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    photoFixture({ id: i + 1, description: i === 1 ? 'Retrato en el estudio' : '' }),
  );

describe('PhotoGrid', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('shows five of eight photos: two halves, three thirds, the fifth with +3; the rest are not in the grid', () => {
    renderWithProviders(<PhotoGrid photos={photos(8)} author="Luis Gómez" />);
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

  it('opens a full-screen viewer on the chosen photo; the arrows move through all of them; Escape closes', async () => {
    renderWithProviders(<PhotoGrid photos={photos(8)} author="Luis Gómez" />);
    const plus = screen.getByRole('button', { name: /Foto 5 de 8 de Luis Gómez/ });
    plus.focus();
    fireEvent.click(plus);
    const viewer = screen.getByRole('dialog', { name: 'Fotos de Luis Gómez' });
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Foto 5 de 8 de Luis Gómez');
    expect(within(viewer).getByText('5 de 8')).toBeTruthy();

    for (let step = 0; step < 3; step++) fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/media/photo-8.jpg');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Foto siguiente' }));
    expect(within(viewer).getByText('1 de 8')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Foto anterior' }));
    expect(within(viewer).getByText('8 de 8')).toBeTruthy();
    for (let step = 0; step < 6; step++) fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Retrato en el estudio');
    expect(within(viewer).getByText('Retrato en el estudio', { selector: 'span' })).toBeTruthy();

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(plus);
  });

  it('a single photo takes the whole width at its own shape', () => {
    renderWithProviders(<PhotoGrid photos={photos(1)} author="Luis Gómez" />);
    const tile = screen.getByRole('listitem');
    expect(tile.getAttribute('data-span')).toBe('full');
    expect(within(tile).getByRole('img').getAttribute('src')).toBe('/media/photo-1.jpg');
  });
});
