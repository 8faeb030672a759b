import { useRef } from 'react';
import type { ProductCard, SlideView } from '../../../../../shared/catalog/catalog-views';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { useCarousel } from '../hooks/use-carousel';
import { catalogMessages } from '../messages';
import { PromoHero } from './promo-hero';
import { PromoSlide } from './promo-slide';

const swipeDistance = 48;

/** The home page's promo carousel (WAI-ARIA carousel pattern): prev/next, dots, pause; holds still on hover and focus. */
export function PromoSlider({ slides, products }: { slides: SlideView[]; products: ProductCard[] }) {
  const t = useMessages(catalogMessages);
  const carousel = useCarousel(slides.length);
  const touchX = useRef<number | null>(null);
  if (slides.length === 0) return <PromoHero />;
  const images = new Map(products.map((p) => [p.productId, p.imageUrl]));
  const many = slides.length > 1;

  return (
    <section
      className="promo-slider"
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
      }}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < swipeDistance) return;
        carousel.step(end < start ? 1 : -1);
      }}
    >
      <div className="promo-viewport">
        {/* While playing, announcing every automatic change would talk over the visitor. */}
        <div className="promo-track" style={{ transform: `translateX(-${carousel.index * 100}%)` }} aria-live={carousel.playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <PromoSlide
              key={slide.slideId}
              slide={slide}
              position={i}
              total={slides.length}
              active={i === carousel.index}
              imageUrl={slide.imageUrl ?? images.get(slide.productId) ?? null}
            />
          ))}
        </div>
      </div>
      {many && (
        <>
          <button type="button" className="promo-arrow promo-arrow-prev" aria-label={t('previousSlide')} onClick={() => carousel.step(-1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="promo-arrow promo-arrow-next" aria-label={t('nextSlide')} onClick={() => carousel.step(1)}>
            <ChevronRightIcon />
          </button>
          <div className="promo-controls">
            {carousel.canPlay && (
              <button type="button" className="promo-play" aria-label={carousel.playing ? t('pauseSlides') : t('playSlides')} onClick={carousel.togglePaused}>
                {carousel.playing ? <PauseIcon /> : <PlayIcon />}
              </button>
            )}
            {slides.map((slide, i) => (
              <button
                key={slide.slideId}
                type="button"
                className={cn('promo-dot', i === carousel.index && 'is-active')}
                aria-label={t('goToSlide', { index: i + 1 })}
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
