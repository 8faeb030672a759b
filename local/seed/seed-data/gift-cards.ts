import { denominations, type ProductSpec } from '../catalog-spec';

/** Platform store credit and wallets: denominations per region, each a variant. */
export const giftCards: ProductSpec[] = [
  {
    slug: 'playstation-store-gift-card',
    name: 'PlayStation Store Gift Card',
    productType: 'gift_card',
    category: 'platform_currency',
    description:
      'Add funds to your PlayStation Network wallet and spend them on games, add-ons and subscriptions. The code is delivered instantly and never expires.',
    tags: ['gift card', 'psn', 'wallet'],
    releasedDaysAgo: 2400,
    rating: 94,
    variants: [
      ...denominations('playstation', 'US', 'USD', [10, 25, 50, 100]),
      ...denominations('playstation', 'EU', 'EUR', [20, 50]),
      ...denominations('playstation', 'UK', 'GBP', [20, 50], [20]),
    ],
  },
  {
    slug: 'xbox-gift-card',
    name: 'Xbox Gift Card',
    productType: 'gift_card',
    category: 'platform_currency',
    description:
      'Credit for the Microsoft Store on Xbox and Windows: games, add-ons, films and Game Pass. Redeem it on your console or online in seconds.',
    tags: ['gift card', 'microsoft store', 'wallet'],
    releasedDaysAgo: 2300,
    rating: 92,
    variants: [
      ...denominations('xbox', 'US', 'USD', [15, 25, 50, 100]),
      ...denominations('xbox', 'EU', 'EUR', [25, 50]),
          ],
  },
  {
    slug: 'steam-wallet-gift-card',
    name: 'Steam Wallet Gift Card',
    productType: 'gift_card',
    category: 'digital_wallet',
    description:
      'Top up your Steam Wallet for games, software, hardware and Community Market items. The balance is added in your account currency.',
    tags: ['gift card', 'steam wallet', 'top-up'],
    releasedDaysAgo: 2600,
    rating: 96,
    variants: [
      ...denominations('steam', 'US', 'USD', [20, 50, 100]),
      ...denominations('steam', 'EU', 'EUR', [20, 50]),
      ...denominations('steam', 'UK', 'GBP', [25]),
    ],
  },
  {
    slug: 'nintendo-eshop-card',
    name: 'Nintendo eShop Card',
    productType: 'gift_card',
    category: 'platform_currency',
    description:
      'Funds for Nintendo eShop on Nintendo Switch: full games, DLC and indie gems. Buy the card for the region of your Nintendo Account.',
    tags: ['gift card', 'eshop', 'switch'],
    releasedDaysAgo: 2200,
    rating: 93,
    variants: [
      ...denominations('nintendo', 'US', 'USD', [10, 20, 50]),
      ...denominations('nintendo', 'EU', 'EUR', [25, 50]),
      ...denominations('nintendo', 'JP', 'JPY', [5000]),
      ...denominations('nintendo', 'AU', 'AUD', [50]),
    ],
  },
  {
    slug: 'epic-games-gift-card',
    name: 'Epic Games Store Gift Card',
    productType: 'gift_card',
    category: 'platform_currency',
    description:
      'Store credit for the Epic Games Store, usable on games, add-ons and in-game currency. Redeem it on the web or in the launcher.',
    tags: ['gift card', 'epic games store'],
    releasedDaysAgo: 800,
    rating: 88,
    variants: [...denominations('epic', 'US', 'USD', [10, 25, 50]), ...denominations('epic', 'EU', 'EUR', [25])],
  },
  {
    slug: 'battle-net-balance-gift-card',
    name: 'Battle.net Balance Gift Card',
    productType: 'gift_card',
    category: 'platform_currency',
    description:
      'Adds Battle.net Balance for games, expansions and in-game services across the Battle.net catalogue. Delivered as a code you redeem in the app.',
    tags: ['gift card', 'battle.net', 'balance'],
    releasedDaysAgo: 1900,
    rating: 90,
    variants: [
      ...denominations('battlenet', 'US', 'USD', [20, 50]),
      ...denominations('battlenet', 'EU', 'EUR', [20]),
    ],
  },
  {
    slug: 'pixelpay-prepaid-card',
    name: 'PixelPay Prepaid Card',
    productType: 'gift_card',
    category: 'digital_wallet',
    description:
      'A prepaid PixelPay balance accepted by hundreds of PC game shops and indie storefronts. Pay online without sharing a bank card.',
    tags: ['prepaid', 'wallet', 'payments'],
    releasedDaysAgo: 1200,
    rating: 81,
    variants: denominations('pc', 'GLOBAL', 'USD', [10, 25, 50]),
  },
];
