import type { PlatformCode } from '../../../shared/catalog/platform';
import type { slideGradients } from '../../../shared/catalog/featured-slide';
import type { RegionCode } from '../catalog-spec';
import type { TranslatedLanguage } from '../../../shared/catalog/translations';

export interface SlideSeed {
  productSlug: string;
  /** The variant the slide advertises: its call to action opens it, and the slide shows its price and retail price. */
  target: { platform: PlatformCode; region: RegionCode; faceValue: string };
  title: string;
  subtitle: string;
  /** The title and subtitle in each translated language (the call to action is the storefront's own words). */
  translations: Record<TranslatedLanguage, { title: string; subtitle: string }>;
  backgroundGradient: (typeof slideGradients)[number];
  startedDaysAgo?: number;
  endsInDays?: number;
}

/** The homepage carousel, in display order. */
export const featuredSlides: readonly SlideSeed[] = [
  {
    productSlug: 'shardveil-saga',
    target: { platform: 'playstation', region: 'US', faceValue: 'Standard' },
    title: 'Shardveil Saga — Pre-order Now',
    subtitle: "Reserve your key today and get the Founders' Cape on launch day.",
    translations: {
      es: { title: 'Shardveil Saga: resérvalo ya', subtitle: 'Reserva hoy tu clave y recibe la Capa de los Fundadores el día del lanzamiento.' },
      pt: { title: 'Shardveil Saga: pré-venda aberta', subtitle: 'Reserve sua chave hoje e ganhe a Capa dos Fundadores no dia do lançamento.' },
    },
    backgroundGradient: 'from-blue-600 to-purple-600',
    startedDaysAgo: 3,
    endsInDays: 30,
  },
  {
    productSlug: 'starfall-odyssey',
    target: { platform: 'steam', region: 'GLOBAL', faceValue: 'Deluxe Edition' },
    title: 'Starfall Odyssey Deluxe Edition',
    subtitle: 'Explore 400 star systems for less: the Deluxe Edition is on sale this week.',
    translations: {
      es: { title: 'Starfall Odyssey, edición Deluxe', subtitle: 'Explora 400 sistemas estelares por menos: la edición Deluxe está rebajada esta semana.' },
      pt: { title: 'Starfall Odyssey, edição Deluxe', subtitle: 'Explore 400 sistemas estelares por menos: a edição Deluxe está em promoção nesta semana.' },
    },
    backgroundGradient: 'from-red-600 to-orange-600',
    startedDaysAgo: 1,
    endsInDays: 7,
  },
  {
    productSlug: 'steam-wallet-gift-card',
    target: { platform: 'steam', region: 'US', faceValue: '$50' },
    title: 'Steam Wallet Gift Cards',
    subtitle: 'Top up in seconds. Codes arrive instantly and never expire.',
    translations: {
      es: { title: 'Tarjetas regalo de Steam', subtitle: 'Recarga en segundos. Los códigos llegan al instante y no caducan.' },
      pt: { title: 'Cartões-presente Steam', subtitle: 'Recarregue em segundos. Os códigos chegam na hora e não expiram.' },
    },
    backgroundGradient: 'from-green-600 to-teal-600',
  },
];
