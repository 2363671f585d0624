import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons.tsx';
import { CategoryCollage, ProfileMock, SearchMock } from './mockups.tsx';
import { useCarousel } from './use-carousel.ts';
import { paths } from '@/lib/paths.ts';

export const SLIDE_INTERVAL_MS = 6_000;

const slides: Array<{ key: 'talent' | 'agency' | 'community'; art: ReactNode }> = [
  { key: 'talent', art: <ProfileMock /> },
  { key: 'agency', art: <SearchMock /> },
  { key: 'community', art: <CategoryCollage /> },
];

/**
 * The hero: three slides that advance on their own (WAI-ARIA carousel pattern). Rotation pauses while
 * the pointer or the keyboard focus is inside, and with the pause button; arrow keys, Home and End move
 * between slides; inactive slides are inert so Tab never reaches hidden links.
 */
export function HeroCarousel() {
  const { t } = useTranslation('landing');
  const carousel = useCarousel(slides.length, SLIDE_INTERVAL_MS);
  const root = useRef<HTMLElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: carousel.next,
      ArrowLeft: carousel.previous,
      Home: () => carousel.goTo(0),
      End: () => carousel.goTo(slides.length - 1),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) carousel.hold(false);
  };

  return (
    <section
      ref={root}
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={onBlur}
    >
      <div className="hero__glow" aria-hidden="true" />
      <div className="hero__slides" aria-live={carousel.isRotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const isActive = i === carousel.index;
          return (
            <div
              key={slide.key}
              id={`hero-slide-${i + 1}`}
              className={`hero-slide hero-slide--${slide.key}${isActive ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total: slides.length })}
              aria-hidden={!isActive}
              inert={!isActive}
            >
              <div className="hero-slide__text">
                <p className="eyebrow">{t(`slides.${slide.key}.eyebrow`)}</p>
                <h2 className="hero-slide__title">{t(`slides.${slide.key}.title`)}</h2>
                <p className="hero-slide__body">{t(`slides.${slide.key}.body`)}</p>
                <div className="hero-slide__actions">
                  <Link className="button button--primary button--lg" to={paths.register}>
                    {t('cta.register')}
                  </Link>
                  <Link className="button button--ghost button--lg" to={paths.login}>
                    {t('cta.login')}
                  </Link>
                </div>
              </div>
              <div className="hero-slide__art">{slide.art}</div>
            </div>
          );
        })}
      </div>
      <div className="hero__controls">
        <button type="button" className="hero__arrow" onClick={carousel.previous} aria-label={t('carousel.previous')}>
          <Icon name="chevronLeft" />
        </button>
        <div className="hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="hero__dot"
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-controls={`hero-slide-${i + 1}`}
              aria-current={i === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(i)}
            />
          ))}
        </div>
        <button type="button" className="hero__arrow" onClick={carousel.next} aria-label={t('carousel.next')}>
          <Icon name="chevronRight" />
        </button>
        <button
          type="button"
          className="hero__arrow hero__pause"
          onClick={carousel.togglePaused}
          aria-label={carousel.isPaused ? t('carousel.play') : t('carousel.pause')}
        >
          <Icon name={carousel.isPaused ? 'play' : 'pause'} />
        </button>
      </div>
    </section>
  );
}
