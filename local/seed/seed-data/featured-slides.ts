import type { PlatformCode } from '../../../shared/catalog/platform';
import type { slideGradients } from '../../../shared/catalog/featured-slide';
import type { RegionCode } from '../catalog-spec';

export interface SlideSeed {
  productSlug: string;
  /** The variant the slide advertises: its call to action opens it, and the slide shows its price and retail price. */
  target: { platform: PlatformCode; region: RegionCode; faceValue: string };
  title: string;
  subtitle: string;
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
    backgroundGradient: 'from-blue-600 to-purple-600',
    startedDaysAgo: 3,
    endsInDays: 30,
  },
  {
    productSlug: 'starfall-odyssey',
    target: { platform: 'steam', region: 'GLOBAL', faceValue: 'Deluxe Edition' },
    title: 'Starfall Odyssey Deluxe Edition',
    subtitle: 'Explore 400 star systems for less: the Deluxe Edition is on sale this week.',
    backgroundGradient: 'from-red-600 to-orange-600',
    startedDaysAgo: 1,
    endsInDays: 7,
  },
  {
    productSlug: 'steam-wallet-gift-card',
    target: { platform: 'steam', region: 'US', faceValue: '$50' },
    title: 'Steam Wallet Gift Cards',
    subtitle: 'Top up in seconds. Codes arrive instantly and never expire.',
    backgroundGradient: 'from-green-600 to-teal-600',
  },
];
