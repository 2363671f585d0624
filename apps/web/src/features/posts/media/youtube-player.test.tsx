import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { YoutubePlayer } from './youtube-player.tsx';

describe('a YouTube video behind its facade', () => {
  afterEach(cleanup);

  describe('in Spanish', () => {
    beforeEach(() => useLanguage('es'));

    it('loads nothing from YouTube until pressed, then plays on the privacy-enhanced host with the focus', () => {
      renderWithProviders(<YoutubePlayer videoId="dQw4w9WgXcQ" title="Mi audición" />);
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.getByText('YouTube se carga al pulsar')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Reproducir: Mi audición' }));
      const frame = screen.getByTitle('Mi audición');
      expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect(document.activeElement).toBe(frame);
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  it('names the button in English with the default title', async () => {
    await useLanguage('en');
    renderWithProviders(<YoutubePlayer videoId="dQw4w9WgXcQ" />);
    expect(screen.getByRole('button', { name: 'Play: YouTube video' })).toBeTruthy();
    expect(screen.getByText('YouTube loads when you press play')).toBeTruthy();
  });
});
