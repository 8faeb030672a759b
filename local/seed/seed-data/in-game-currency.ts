import { packs, type ProductSpec } from '../catalog-spec';

/** Currency packs for the demo's fictional games, sold as gift cards. */
export const inGameCurrency: ProductSpec[] = [
  {
    slug: 'starfall-odyssey-stardust',
    name: 'Starfall Odyssey Stardust',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Stardust buys ship skins, crew outfits and the seasonal Voyager Pass in Starfall Odyssey. Redeem the code in the in-game store.',
    tags: ['in-game currency', 'starfall odyssey', 'space'],
    publisher: 'Arcfire Publishing',
    ageRating: 'T',
    releasedDaysAgo: 400,
    rating: 84,
    variants: packs('steam', 'GLOBAL', [
      ['1,000 Stardust', 999],
      ['5,000 Stardust', 3999],
      ['13,500 Stardust', 9999],
    ]),
  },
  {
    slug: 'crownfall-arena-crown-shards',
    name: 'Crownfall Arena Crown Shards',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Crown Shards unlock heroes, legendary skins and battle pass tiers in Crownfall Arena. The shards land in your account as soon as you redeem the code.',
    tags: ['in-game currency', 'hero shooter', 'crownfall arena'],
    publisher: 'Bluevault Interactive',
    ageRating: 'T',
    releasedDaysAgo: 700,
    rating: 86,
    variants: packs('battlenet', 'GLOBAL', [
      ['500 Crown Shards', 499],
      ['2,400 Crown Shards', 1999],
      ['6,000 Crown Shards', 4999],
    ]),
  },
  {
    slug: 'rift-racers-turbo-nitro-coins',
    name: 'Rift Racers Turbo Nitro Coins',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Nitro Coins pay for cars, liveries and track passes in Rift Racers Turbo. Pick the pack for the console you race on.',
    tags: ['in-game currency', 'racing'],
    publisher: 'Kestrel Interactive',
    ageRating: 'E',
    releasedDaysAgo: 300,
    rating: 79,
    variants: [
      ...packs('xbox', 'GLOBAL', [
        ['1,500 Nitro Coins', 1499],
        ['4,000 Nitro Coins', 3499],
      ]),
      ...packs('playstation', 'US', [['4,000 Nitro Coins', 3499]]),
    ],
  },
  {
    slug: 'tidebound-pearls',
    name: 'Tidebound Pearls',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Pearls decorate your island, hire shipwrights and open the Deepwater expeditions in Tidebound. Buy for the region of your Nintendo Account.',
    tags: ['in-game currency', 'adventure', 'cozy'],
    publisher: 'Moonvale Publishing',
    ageRating: 'E',
    releasedDaysAgo: 500,
    rating: 82,
    variants: [
      ...packs('nintendo', 'US', [
        ['600 Pearls', 499],
        ['1,800 Pearls', 1299],
      ]),
      ...packs('nintendo', 'EU', [['1,800 Pearls', 1399]]),
    ],
  },
  {
    slug: 'voidline-operators-credits',
    name: 'Voidline Operators Credits',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Operator Credits buy weapon blueprints, operator suits and the seasonal Field Pass in Voidline Operators. Credits are bound to the account that redeems them.',
    tags: ['in-game currency', 'tactical shooter'],
    publisher: 'Ironbark Entertainment',
    ageRating: 'M',
    releasedDaysAgo: 250,
    rating: 77,
    variants: packs('steam', 'GLOBAL_RESTRICTED', [
      ['1,100 Credits', 999],
      ['5,000 Credits', 3999],
    ]),
  },
  {
    slug: 'skybreaker-legends-aether',
    name: 'Skybreaker Legends Aether',
    productType: 'gift_card',
    category: 'in_game_currency',
    description:
      'Aether is the premium currency of Skybreaker Legends, spent on gliders, emotes and the Skyward Pass. It is added the moment you redeem the code.',
    tags: ['in-game currency', 'battle royale'],
    publisher: 'Halcyon Works',
    ageRating: 'T',
    releasedDaysAgo: 900,
    rating: 80,
    variants: packs('epic', 'GLOBAL', [
      ['1,000 Aether', 899],
      ['5,000 Aether', 3599],
    ]),
  },
];
