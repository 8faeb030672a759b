import { useMessages } from '@/lib/i18n/use-messages';
import { catalogMessages } from '../messages';
import { defaultSlideBackground } from '../utils/slide-background';

/** Fills the slider's reserved space when there are no live slides (or they failed to load), so nothing below moves. */
export function PromoHero() {
  const t = useMessages(catalogMessages);
  return (
    <section className="promo-slider" aria-labelledby="promo-hero-title">
      <div className="promo-viewport">
        <div className="promo-slide" style={{ background: defaultSlideBackground }}>
          <div className="promo-slide-content">
            <h2 id="promo-hero-title" className="promo-title">
              {t('heroTitle')}
            </h2>
            <p className="promo-subtitle">{t('heroText')}</p>
            <a href="#all-products" className="btn btn-primary promo-cta">
              {t('heroCta')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
