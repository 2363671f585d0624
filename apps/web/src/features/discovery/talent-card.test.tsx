import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { talentFixture } from '@/test/talent-fixture.ts';
import { TalentCard } from './talent-card.tsx';

const photo = (postId: number, foto: number, description = ''): CardPhoto => ({
  postId,
  foto,
  filename: `p${postId}-${foto}.jpg`,
  width: 1200,
  height: 800,
  description,
});

describe('a talent card shows the work', () => {
  afterEach(cleanup);

  it('the newest photos in order, as lazy square crops sized before they load, each opening its post on it', async () => {
    await useLanguage('en');
    const photos = [photo(9, 1, 'Backstage'), photo(9, 2), photo(4, 1)];
    renderWithProviders(<TalentCard talent={talentFixture({ fullname: 'Ana Ruiz', photos })} />);
    const card = screen.getByRole('article', { name: 'Ana Ruiz' });
    const strip = within(card).getByRole('list', { name: 'Recent photos by Ana Ruiz' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/noticias/9?foto=1',
      '/noticias/9?foto=2',
      '/noticias/4?foto=1',
    ]);
    const images = within(strip).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Backstage',
      'Recent photo 2 by Ana Ruiz',
      'Recent photo 3 by Ana Ruiz',
    ]);
    expect(images[0]!.getAttribute('src')).toBe('/resize/c124x124/p9-1.jpg');
    expect(images[0]!.getAttribute('srcset')).toBe('/resize/c248x248/p9-1.jpg 2x');
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['124', '124']);
    }
    // The name still opens the profile.
    expect(within(card).getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/profile/talento-40');
  });

  it('fewer than three: the photos there are, the other tiles quiet and hidden from assistive technology', async () => {
    await useLanguage('es');
    renderWithProviders(<TalentCard talent={talentFixture({ fullname: 'Bea Sanz', photos: [photo(3, 1)] })} />);
    const strip = screen.getByRole('list', { name: 'Fotos recientes de Bea Sanz' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    expect(within(strip).getByRole('img').getAttribute('alt')).toBe('Foto reciente 1 de Bea Sanz');
    expect(strip.querySelectorAll('li')).toHaveLength(3);
  });

  it('a video’s poster opens its post, named as a video', async () => {
    await useLanguage('es');
    const poster: CardPhoto = { ...photo(12, 1), filename: 'poster_ab.jpg', video: true };
    renderWithProviders(<TalentCard talent={talentFixture({ fullname: 'Dani Paz', photos: [poster, photo(8, 1)] })} />);
    const strip = screen.getByRole('list', { name: 'Fotos recientes de Dani Paz' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/noticias/12', '/noticias/8?foto=1']);
    expect(within(strip).getAllByRole('img')[0]!.getAttribute('alt')).toBe('Video reciente 1 de Dani Paz');
  });

  it('without photos: no strip at all', async () => {
    await useLanguage('es');
    renderWithProviders(<TalentCard talent={talentFixture({ fullname: 'Carla Gil', photos: [] })} />);
    const card = screen.getByRole('article', { name: 'Carla Gil' });
    expect(within(card).queryByRole('list', { name: /Fotos recientes/ })).toBeNull();
    expect(card.querySelector('.card-photos')).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });
});
