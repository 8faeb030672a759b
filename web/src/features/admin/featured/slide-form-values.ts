import { slideDefaults, type AdminSlideView, type SlideFormValues } from '../../../../../shared/content/featured-slide-input';

/** An ISO time as a `datetime-local` field shows it: the admin's own clock, to the minute. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The Edit dialog's starting values from a listed slide; the Add dialog starts from §9's defaults. */
export function formValuesOf(slide: AdminSlideView | null): SlideFormValues {
  if (!slide) return { ...slideDefaults };
  return {
    productId: slide.productId,
    variantId: slide.variantId,
    title: slide.title,
    subtitle: slide.subtitle ?? '',
    customPrice: dollars(slide.customPriceUsdCents),
    originalPrice: dollars(slide.originalPriceUsdCents),
    discountPercentage: slide.discountPercentage === null ? '' : String(slide.discountPercentage),
    imageType: slide.imageType,
    imageUrl: slide.imageUrl ?? '',
    backgroundGradient: slide.backgroundGradient,
    ctaText: slide.ctaText,
    displayOrder: slide.displayOrder,
    isActive: slide.isActive,
    hideTitle: slide.hideTitle,
    startDate: localInputValue(slide.startDate),
    endDate: localInputValue(slide.endDate),
  };
}
