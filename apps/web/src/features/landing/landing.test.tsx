import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { Explainer } from './explainer.tsx';
import { HeroCarousel, SLIDE_INTERVAL_MS } from './hero-carousel.tsx';

function activeSlide(): string | null {
  return screen.getByRole('group', { name: /Diapositiva \d de 3/ }).getAttribute('aria-label');
}

describe('Explainer', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('swaps the video source and the poster with the language', async () => {
    const { container } = renderWithProviders(<Explainer />);
    const media = () => {
      const video = container.querySelector('video')!;
      return { src: video.querySelector('source')!.getAttribute('src'), poster: video.getAttribute('poster') };
    };
    expect(media().src).toMatch(/explainer-es[^/]*\.mp4$/);
    expect(media().poster).toMatch(/explainer-es[^/]*\.jpg$/);
    await act(() => i18next.changeLanguage('en'));
    expect(media().src).toMatch(/explainer-en[^/]*\.mp4$/);
    expect(media().poster).toMatch(/explainer-en[^/]*\.jpg$/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'From your first post to your first opportunity',
    );
  });
});

describe('HeroCarousel', () => {
  beforeEach(async () => {
    await useLanguage('es');
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances on its own, wraps around, and stops while paused', () => {
    renderWithProviders(<HeroCarousel />);
    expect(activeSlide()).toBe('Diapositiva 1 de 3');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 2 de 3');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 3 de 3');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 1 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    for (let i = 0; i < 4; i++) act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar el carrusel' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 2 de 3');
  });

  it('holds while the pointer is over it and moves with the arrow keys, Home and End', () => {
    renderWithProviders(<HeroCarousel />);
    const carousel = screen.getByRole('region', { name: 'Lo más destacado de Vitrina' });
    fireEvent.mouseEnter(carousel);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 1 de 3');

    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(activeSlide()).toBe('Diapositiva 3 de 3');
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(activeSlide()).toBe('Diapositiva 1 de 3');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(activeSlide()).toBe('Diapositiva 3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(activeSlide()).toBe('Diapositiva 2 de 3');
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }).getAttribute('aria-current')).toBe('true');

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 3 de 3');
  });
});
