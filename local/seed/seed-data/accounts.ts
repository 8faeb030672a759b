import type { PlatformCode } from '../../../shared/catalog/platform';
import type { ProductSpec, RegionCode, StockPlan, VariantSpec } from '../catalog-spec';

const accountInstructions =
  'Sign in with the username and password you receive, then change the password and the recovery email straight away. Turn on two-factor authentication before you play.';
const translatedInstructions = {
  es: {
    activationInstructions:
      'Inicia sesión con el usuario y la contraseña que recibas y cambia enseguida la contraseña y el correo de recuperación. Activa la verificación en dos pasos antes de jugar.',
  },
  pt: {
    activationInstructions:
      'Entre com o usuário e a senha que você receber e troque imediatamente a senha e o e-mail de recuperação. Ative a verificação em duas etapas antes de jogar.',
  },
};

// Face values are the account's own words: their translations are in translations/accounts.ts.
function account(platform: PlatformCode, region: RegionCode, faceValue: string, priceUsdCents: number, stock?: StockPlan): VariantSpec {
  return { platform, region, faceValue, priceUsdCents, activationInstructions: accountInstructions, translations: translatedInstructions, ...(stock ? { stock } : {}) };
}

function accountProduct(spec: Omit<ProductSpec, 'productType' | 'category' | 'tags'> & { tags?: string[] }): ProductSpec {
  return { ...spec, productType: 'account', category: 'games', tags: ['account', ...(spec.tags ?? [])] };
}

/** Ready-made accounts: the secret is a username:password pair and the face value says what the account holds. */
export const accounts: ProductSpec[] = [
  accountProduct({
    slug: 'starfall-odyssey-steam-account',
    name: 'Starfall Odyssey — Steam Account',
    description:
      'A fresh Steam account that owns Starfall Odyssey, ready to play. You receive the login details instantly and can make the account fully yours.',
    tags: ['space', 'rpg'],
    ageRating: 'T',
    releasedDaysAgo: 380,
    rating: 84,
    variants: [
      account('steam', 'GLOBAL', 'Full access, Standard Edition', 1799),
      account('steam', 'GLOBAL', 'Full access, Deluxe Edition', 2499),
    ],
  }),
  accountProduct({
    slug: 'crownfall-arena-battle-net-account',
    name: 'Crownfall Arena — Battle.net Account',
    description:
      'A levelled Crownfall Arena account that skips the grind straight to ranked play. Heroes and cosmetics listed in the edition are already unlocked.',
    tags: ['hero shooter', 'ranked'],
    ageRating: 'T',
    releasedDaysAgo: 650,
    rating: 78,
    variants: [
      account('battlenet', 'GLOBAL', 'Level 30, ranked-ready', 999),
      account('battlenet', 'GLOBAL', 'Level 60, 24 heroes unlocked', 2999),
    ],
  }),
  accountProduct({
    slug: 'rift-racers-turbo-xbox-account',
    name: 'Rift Racers Turbo — Xbox Account',
    description:
      'An Xbox account with Rift Racers Turbo and every launch car unlocked. Sign in on your console and hit the track.',
    tags: ['racing'],
    ageRating: 'E',
    releasedDaysAgo: 260,
    rating: 74,
    variants: [account('xbox', 'GLOBAL', 'All launch cars unlocked', 1999)],
  }),
  accountProduct({
    slug: 'kingdom-of-embers-playstation-account',
    name: 'Kingdom of Embers — PlayStation Account',
    description:
      'A PlayStation account that owns Kingdom of Embers. Set it as the primary console account and play from your own profile too.',
    tags: ['action rpg', 'fantasy'],
    ageRating: 'M',
    releasedDaysAgo: 600,
    rating: 80,
    variants: [account('playstation', 'US', 'Full game, primary console ready', 2299)],
  }),
  accountProduct({
    slug: 'tidebound-nintendo-account',
    name: 'Tidebound — Nintendo Account',
    description:
      'A Nintendo Account with Tidebound and the Coral Kingdom expansion already purchased. Link it to your Switch and download both.',
    tags: ['adventure', 'cozy'],
    ageRating: 'E',
    releasedDaysAgo: 140,
    rating: 76,
    variants: [account('nintendo', 'US', 'Full game + Coral Kingdom', 2499)],
  }),
  accountProduct({
    slug: 'voidline-operators-steam-account',
    name: 'Voidline Operators — Steam Account',
    description:
      'A seasoned Voidline Operators account with ranked play unlocked and a stack of operator suits. Ideal for a clean start in competitive.',
    tags: ['tactical shooter', 'ranked'],
    ageRating: 'M',
    releasedDaysAgo: 230,
    rating: 71,
    variants: [
      account('steam', 'GLOBAL_RESTRICTED', 'Prime status, 150 hours played', 1499),
      account('steam', 'GLOBAL_RESTRICTED', 'Fresh account, ranked unlocked', 899, 'sold_out'),
    ],
  }),
  accountProduct({
    slug: 'skybreaker-legends-epic-games-account',
    name: 'Skybreaker Legends — Epic Games Account',
    description:
      'An Epic Games account with Season 1 skins and 2,000 Aether to spend. Change the email and it is yours.',
    tags: ['battle royale'],
    ageRating: 'T',
    releasedDaysAgo: 800,
    rating: 73,
    variants: [account('epic', 'GLOBAL', 'Season 1 skins + 2,000 Aether', 1999)],
  }),
  accountProduct({
    slug: 'hollowspire-battle-net-account',
    name: 'Hollowspire — Battle.net Account',
    description:
      'An endgame-ready Hollowspire account with every class at maximum level. Our team prepares it on order and hands it over within the hour.',
    tags: ['action rpg', 'endgame'],
    ageRating: 'M',
    deliveryType: 'manual',
    releasedDaysAgo: 700,
    rating: 82,
    variants: [account('battlenet', 'EU', 'Paragon 300, all classes', 2999, 'force_available')],
  }),
  accountProduct({
    slug: 'neon-requiem-pc-account',
    name: 'Neon Requiem — PC Account',
    description:
      'A launcher account that owns Neon Requiem, with cloud saves switched on. Download, sign in and start the case.',
    tags: ['cyberpunk', 'detective'],
    ageRating: 'M',
    releasedDaysAgo: 330,
    rating: 75,
    variants: [account('pc', 'GLOBAL', 'Full game, cloud saves', 1299)],
  }),
  accountProduct({
    slug: 'deepwell-chronicles-steam-account',
    name: 'Deepwell Chronicles — Steam Account',
    description:
      'A Latin American Steam account that owns Deepwell Chronicles, at a regional price. Works best for players in Latin America.',
    tags: ['action rpg', 'dark fantasy'],
    ageRating: 'M',
    releasedDaysAgo: 850,
    rating: 77,
    variants: [account('steam', 'LATAM', 'Full game, Standard Edition', 999)],
  }),
];
