import type { ProductSpec } from '../catalog-spec';

/** Membership codes: the face value is the term. */
export const subscriptions: ProductSpec[] = [
  {
    slug: 'playstation-plus-essential',
    name: 'PlayStation Plus Essential',
    productType: 'subscription',
    category: 'subscriptions',
    description:
      'Online multiplayer, monthly games to claim and cloud storage for your saves on PlayStation. The membership starts when you redeem the code.',
    tags: ['membership', 'online play', 'psn'],
    releasedDaysAgo: 1800,
    rating: 90,
    variants: [
      { platform: 'playstation', region: 'US', faceValue: '3 Months', priceUsdCents: 2499 },
      { platform: 'playstation', region: 'US', faceValue: '12 Months', priceUsdCents: 7499, retailPriceUsdCents: 7999 },
      { platform: 'playstation', region: 'EU', faceValue: '12 Months', priceUsdCents: 7999, stock: 'force_available' },
    ],
  },
  {
    slug: 'xbox-game-pass-ultimate',
    name: 'Xbox Game Pass Ultimate',
    productType: 'subscription',
    category: 'subscriptions',
    description:
      'Hundreds of games on console, PC and the cloud, plus online multiplayer. Codes stack onto an existing membership.',
    tags: ['membership', 'game library', 'cloud gaming'],
    releasedDaysAgo: 1700,
    rating: 95,
    variants: [
      { platform: 'xbox', region: 'US', faceValue: '1 Month', priceUsdCents: 1999 },
      { platform: 'xbox', region: 'US', faceValue: '3 Months', priceUsdCents: 5499, retailPriceUsdCents: 5999 },
      { platform: 'xbox', region: 'EU', faceValue: '3 Months', priceUsdCents: 5799 },
    ],
  },
  {
    slug: 'nintendo-switch-online',
    name: 'Nintendo Switch Online',
    productType: 'subscription',
    category: 'subscriptions',
    description:
      'Play online, back up saves to the cloud and enjoy a library of classic games on Nintendo Switch. The family plan covers up to eight accounts.',
    tags: ['membership', 'online play', 'switch'],
    releasedDaysAgo: 2000,
    rating: 85,
    variants: [
      { platform: 'nintendo', region: 'US', faceValue: '12 Months Individual', priceUsdCents: 1999 },
      { platform: 'nintendo', region: 'US', faceValue: '12 Months Family', priceUsdCents: 3499 },
      { platform: 'nintendo', region: 'EU', faceValue: '12 Months Individual', priceUsdCents: 2099 },
    ],
  },
  {
    slug: 'arcadia-plus-pc-game-library',
    name: 'Arcadia+ PC Game Library',
    productType: 'subscription',
    category: 'subscriptions',
    description:
      'A rotating library of more than 300 indie and classic PC games, playable through the Arcadia launcher. Cancel any time; your saves stay with you.',
    tags: ['membership', 'game library', 'pc'],
    developer: 'Arcadia Digital',
    publisher: 'Arcadia Digital',
    releasedDaysAgo: 600,
    rating: 76,
    variants: [
      { platform: 'pc', region: 'GLOBAL', faceValue: '1 Month', priceUsdCents: 999 },
      { platform: 'pc', region: 'GLOBAL', faceValue: '12 Months', priceUsdCents: 8999, retailPriceUsdCents: 11988 },
    ],
  },
];
