import { editions, packs, type ProductSpec } from '../catalog-spec';

/**
 * Products for the storefront's fixed trending searches (storefront §2) that no other seed file covers:
 * 'Call of Duty' and 'Fortnite V-Bucks'. Names carry the searched words; the rest is written for this demo.
 */
export const trendingTitles: ProductSpec[] = [
  {
    slug: 'call-of-duty-iron-meridian',
    name: 'Call of Duty: Iron Meridian',
    translations: {
      es: {
        name: 'Call of Duty: Iron Meridian',
        description:
          'Una campaña de operaciones especiales que cruza tres continentes, un multijugador de ritmo rápido con dieciséis mapas y un modo cooperativo por oleadas. La Edición Deluxe añade el pase de temporada y cuatro paquetes de operadores.',
      },
      pt: {
        name: 'Call of Duty: Iron Meridian',
        description:
          'Uma campanha de operações especiais por três continentes, um multijogador acelerado com dezesseis mapas e um modo cooperativo em ondas. A Edição Deluxe inclui o passe de temporada e quatro pacotes de operadores.',
      },
    },
    productType: 'key',
    category: 'games',
    description:
      'A special-operations campaign across three continents, fast multiplayer on sixteen maps and a co-op wave mode. The Deluxe Edition adds the season pass and four operator packs.',
    tags: ['shooter', 'multiplayer', 'action'],
    developer: 'Ironbark Entertainment',
    publisher: 'Bluevault Interactive',
    ageRating: 'M',
    releasedDaysAgo: 120,
    rating: 87,
    requirements: 'high',
    variants: [
      ...editions('battlenet', 'GLOBAL', [5999, 8999]),
      ...editions('steam', 'GLOBAL', [5999, 8999]),
      ...editions('playstation', 'US', [6499, 9499], { retail: [6999, 9999] }),
      ...editions('xbox', 'EU', [6499, 9499], { stock: ['in_stock', 'sold_out'] }),
    ],
  },
  {
    slug: 'call-of-duty-points',
    name: 'Call of Duty Points',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Call of Duty Points buy the battle pass, operator bundles and weapon blueprints. They land in your account as soon as you redeem the code and work across every supported game.',
    tags: ['in-game currency', 'shooter'],
    publisher: 'Bluevault Interactive',
    ageRating: 'M',
    releasedDaysAgo: 120,
    rating: 85,
    variants: [
      ...packs('battlenet', 'GLOBAL', [
        ['1,100 Points', 999],
        ['2,400 Points', 1999],
        ['5,000 Points', 3999],
      ]),
      ...packs('playstation', 'US', [
        ['1,100 Points', 999],
        ['5,000 Points', 3999],
      ]),
      ...packs('xbox', 'GLOBAL', [['2,400 Points', 1999]]),
    ],
  },
  {
    slug: 'fortnite-v-bucks',
    name: 'Fortnite V-Bucks',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'V-Bucks are the currency of Fortnite: buy outfits, emotes, pickaxes and the season battle pass. Redeem the code on your Epic Games account and the V-Bucks show up on every platform you play on.',
    tags: ['in-game currency', 'battle royale'],
    publisher: 'Epic Games',
    ageRating: 'T',
    releasedDaysAgo: 2000,
    rating: 93,
    variants: [
      ...packs('epic', 'GLOBAL', [
        ['1,000 V-Bucks', 899],
        ['2,800 V-Bucks', 2299],
        ['5,000 V-Bucks', 3699],
        ['13,500 V-Bucks', 8999],
      ]),
      ...packs('playstation', 'US', [
        ['1,000 V-Bucks', 899],
        ['2,800 V-Bucks', 2299],
      ]),
      ...packs('xbox', 'US', [['2,800 V-Bucks', 2299]]),
      ...packs('nintendo', 'EU', [['1,000 V-Bucks', 999]]),
    ],
  },
];
